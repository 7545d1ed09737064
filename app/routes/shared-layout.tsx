import { Outlet } from "react-router";
import { BackToTop } from "~/components/layout/back-to-top";
import { Footer } from "~/components/layout/footer";
import { SkipLink } from "~/components/layout/skip-link";
import { TopBar } from "~/components/layout/top-bar";
import { ChatProvider } from "~/features/chat/chat-context";
import { ChatLauncher } from "~/features/chat/chat-launcher";
import { ChatLayoutShift } from "~/features/chat/chat-layout-shift";

/** The frame of every page but the template detail and launching-soon pages. */
export default function SharedLayout() {
  return (
    <ChatProvider>
      <ChatLayoutShift className="flex min-h-dvh flex-col">
        <SkipLink />
        <TopBar />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <Footer />
        <BackToTop />
      </ChatLayoutShift>
      <ChatLauncher />
    </ChatProvider>
  );
}
