import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Every new page starts at the top. Back and forward keep the browser's remembered position
 * (ScrollRestoration), and in-page links (#hash) scroll to their target.
 */
export function ScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType === "POP" || hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash, navigationType]);

  return null;
}
