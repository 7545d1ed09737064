import { Picture } from "#src/components/ui/picture.tsx";
import type { PictureData } from "#src/lib/shared/picture-data.ts";

interface SplashScreenProps {
  copy: { eyebrow: string; title: string; message: readonly string[]; continueLabel: string };
  founder: { name: string; role: string };
  portrait: PictureData;
  signature: PictureData;
}

/**
 * The welcome card a visitor sees on arrival. It is in the HTML, open, so it paints with the page; its
 * button is a `<form method="dialog">`, so it closes without any script. The page's early script makes it a
 * true modal, or closes it before it shows when the visitor is moving between the site's own pages
 * (features/splash/splash-dialog.ts).
 */
export function SplashScreen({ copy, founder, portrait, signature }: SplashScreenProps) {
  return (
    <dialog
      open
      data-splash=""
      aria-labelledby="splash-title"
      aria-describedby="splash-message"
      className="fixed inset-0 z-[100] m-0 h-dvh open:flex max-h-none w-screen max-w-none justify-center overflow-y-auto bg-ink-950 p-5 text-white backdrop:bg-ink-950"
    >
      {/* Centred by its auto margins, not by the dialog: a card taller than the screen (the longer Indic
          welcome on a phone) starts at the top and scrolls, instead of overflowing above out of reach. */}
      <div className="relative my-auto grid w-full max-w-4xl items-center gap-8 py-8 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:gap-12">
        <div className="mx-auto w-40 sm:w-56 md:w-full">
          <Picture
            image={portrait}
            priority
            sizes="(min-width: 768px) 320px, (min-width: 640px) 224px, 160px"
            className="block overflow-hidden rounded-[2rem] bg-ink-800 shadow-lift ring-1 ring-white/10"
            imgClassName="h-auto w-full"
          />
        </div>
        <div className="text-center md:text-left">
          <p className="font-semibold text-accent-300 text-sm uppercase tracking-[0.16em]">{copy.eyebrow}</p>
          <h2 id="splash-title" className="mt-3 font-bold text-3xl sm:text-4xl lg:text-5xl">
            {copy.title}
          </h2>
          <div id="splash-message" className="mt-5 space-y-3 text-ink-100 text-lg">
            {copy.message.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-6 flex flex-col items-center gap-1 md:items-start">
            <Picture
              image={signature}
              eager
              className="block h-14 w-48 text-white"
              imgClassName="h-14 w-auto invert"
            />
            <p className="font-semibold">{founder.name}</p>
            <p className="text-ink-200 text-sm">{founder.role}</p>
          </div>
          <form method="dialog" className="mt-8">
            <button
              type="submit"
              className="inline-flex min-h-12 items-center justify-center rounded-pill bg-accent-400 px-8 py-3 font-semibold text-ink-950 shadow-card transition hover:-translate-y-0.5 hover:bg-accent-300 focus-visible:outline-accent-300 motion-reduce:hover:translate-y-0"
            >
              {copy.continueLabel}
            </button>
          </form>
        </div>
      </div>
    </dialog>
  );
}
