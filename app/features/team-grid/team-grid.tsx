import type { ResolvedImage } from "~/content/images";
import { TeamPhoto } from "./team-photo";

export interface TeamMemberView {
  id: string;
  name: string;
  role: string;
  bio: string;
  image: ResolvedImage;
}

export function TeamGrid({ members }: { members: readonly TeamMemberView[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li
          key={member.id}
          data-team-member={member.id}
          className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-grey-200 transition duration-300 hover:-translate-y-1 hover:shadow-lift motion-reduce:hover:translate-y-0"
        >
          <TeamPhoto image={member.image} name={member.name} className="block aspect-[4/5] bg-accent-50" />
          <div className="flex flex-1 flex-col p-6">
            <h3 className="font-bold text-xl">{member.name}</h3>
            <p className="mt-1 font-semibold text-accent-700 text-sm">{member.role}</p>
            <p className="mt-3 text-grey-600 text-[0.95rem]">{member.bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
