// Saffron Table template: small progressive enhancements. The page works without this file.
document.documentElement.classList.add("js");

document.addEventListener("DOMContentLoaded", () => {
  const toggle = document.querySelector(".nav-toggle");
  const nav = document.getElementById("site-nav");
  if (toggle && nav) {
    toggle.addEventListener("click", () => {
      const open = toggle.getAttribute("aria-expanded") !== "true";
      toggle.setAttribute("aria-expanded", String(open));
      nav.classList.toggle("open", open);
    });
    nav.addEventListener("click", (event) => {
      if (event.target.closest("a")) {
        toggle.setAttribute("aria-expanded", "false");
        nav.classList.remove("open");
      }
    });
  }

  // Menu: one course at a time, as tabs (arrow keys move between them)
  const tabs = [...document.querySelectorAll('[role="tab"]')];
  const select = (tab) => {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.tabIndex = selected ? 0 : -1;
      document.getElementById(other.getAttribute("aria-controls")).hidden = !selected;
    }
  };
  const tabList = document.querySelector('[role="tablist"]');
  if (tabList) {
    tabList.hidden = false;
    select(tabs[0]);
    for (const tab of tabs) {
      tab.addEventListener("click", () => select(tab));
      tab.addEventListener("keydown", (event) => {
        const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
        if (!step) return;
        const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length];
        select(next);
        next.focus();
      });
    }
  }

  // Reservation: confirm in the page
  const form = document.getElementById("reserve-form");
  if (form) {
    const date = document.getElementById("date");
    date.min = new Date().toISOString().slice(0, 10);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (!form.reportValidity()) return;
      const data = new FormData(form);
      const when = new Date(`${data.get("date")}T00:00`).toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long" });
      const note = document.getElementById("confirm");
      note.textContent = `Thank you, ${data.get("name")}. We have your table for ${data.get("guests")} on ${when} at ${data.get("time")}. We will call ${data.get("phone")} to confirm.`;
      note.hidden = false;
    });
  }
});
