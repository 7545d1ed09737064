// MediCare Clinic template: small progressive enhancements. Every page works without this file.
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
  }

  // Doctors: filter by specialty
  const list = document.getElementById("doctor-list");
  if (list) {
    const chips = document.querySelectorAll(".chip[data-specialty]");
    const status = document.getElementById("doctor-status");
    for (const chip of chips) {
      chip.addEventListener("click", () => {
        const wanted = chip.dataset.specialty;
        for (const other of chips) other.setAttribute("aria-pressed", String(other === chip));
        let shown = 0;
        for (const card of list.children) {
          card.hidden = wanted !== "all" && card.dataset.specialty !== wanted;
          if (!card.hidden) shown++;
        }
        status.textContent = `${shown} doctor${shown === 1 ? "" : "s"} shown`;
      });
    }
  }
});
