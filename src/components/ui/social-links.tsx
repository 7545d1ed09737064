import { fillTemplate } from "#contracts/words.ts";
import { SocialIcon, type SocialNetwork } from "./social-icon.tsx";

const sizes = {
  md: { list: "gap-2", link: "size-11" },
  lg: { list: "gap-3", link: "size-12" },
} as const;

interface SocialLinksProps {
  socials: readonly { network: SocialNetwork; url: string }[];
  /** Each link's name, as the content words it: `{network}` and `{newTab}` ("Facebook (opens in a new tab)"). */
  linkName: string;
  /** The words that say a link opens a new tab. */
  newTab: string;
  size?: keyof typeof sizes;
  className?: string;
}

/** The agency's social profiles as round marks on a dark band, each opening in a new tab. */
export function SocialLinks({ socials, linkName, newTab, size = "md", className = "" }: SocialLinksProps) {
  return (
    <ul className={`flex ${sizes[size].list} ${className}`}>
      {socials.map((social) => (
        <li key={social.network}>
          <a
            href={social.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fillTemplate(linkName, { network: social.network, newTab })}
            className={`inline-flex ${sizes[size].link} items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-accent-400 hover:text-ink-950`}
          >
            <SocialIcon network={social.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
