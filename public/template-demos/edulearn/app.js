// EduLearn template: small progressive enhancements. Every page works without this file.
document.documentElement.classList.add("js");

document.addEventListener("DOMContentLoaded", () => {
  // Mobile menu
  const toggle = document.querySelector(".nav-toggle");
  const nav = document.getElementById("site-nav");
  if (toggle && nav) {
    toggle.addEventListener("click", () => {
      const open = toggle.getAttribute("aria-expanded") !== "true";
      toggle.setAttribute("aria-expanded", String(open));
      nav.classList.toggle("open", open);
    });
  }

  // Courses: subject filter and search
  const courseList = document.getElementById("course-list");
  if (courseList) {
    const chips = document.querySelectorAll(".chip[data-subject]");
    const search = document.getElementById("course-search");
    const status = document.getElementById("course-status");
    const empty = document.getElementById("course-empty");
    let subject = "all";
    const apply = () => {
      const q = (search?.value || "").trim().toLowerCase();
      let shown = 0;
      for (const card of courseList.children) {
        const okSubject = subject === "all" || card.dataset.subject === subject;
        const okText = q === "" || card.textContent.toLowerCase().includes(q);
        card.hidden = !(okSubject && okText);
        if (!card.hidden) shown++;
      }
      status.textContent = `${shown} course${shown === 1 ? "" : "s"} shown`;
      empty.hidden = shown !== 0;
    };
    for (const chip of chips) {
      chip.addEventListener("click", () => {
        subject = chip.dataset.subject;
        for (const other of chips) other.setAttribute("aria-pressed", String(other === chip));
        apply();
      });
    }
    search?.addEventListener("input", apply);
  }

  // Chat: send a message to the class thread
  const composer = document.getElementById("composer");
  if (composer) {
    const input = composer.querySelector("input");
    const list = document.getElementById("messages");
    composer.addEventListener("submit", (event) => {
      event.preventDefault();
      const text = input.value.trim();
      if (!text) return;
      const now = new Date();
      const time = now.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
      // Built from elements, never from markup: the message is the visitor's own text.
      const el = (tag, props = {}, children = []) => {
        const node = Object.assign(document.createElement(tag), props);
        node.append(...children);
        return node;
      };
      const avatar = el("span", { className: "avatar", textContent: "NP" });
      avatar.setAttribute("aria-hidden", "true");
      const bubble = el("div", { className: "bubble" }, [
        el("b", { textContent: "You" }),
        el("time", { textContent: time }),
        el("p", { textContent: text }),
      ]);
      list.appendChild(el("div", { className: "msg mine" }, [avatar, bubble]));
      input.value = "";
      list.scrollTop = list.scrollHeight;
    });
  }

  // Login: friendly validation
  const login = document.getElementById("login-form");
  if (login) {
    const show = document.getElementById("show-password");
    const pw = document.getElementById("password");
    show?.addEventListener("click", () => {
      const visible = pw.type === "text";
      pw.type = visible ? "password" : "text";
      show.textContent = visible ? "Show" : "Hide";
      show.setAttribute("aria-label", visible ? "Show password" : "Hide password");
    });
    login.addEventListener("submit", (event) => {
      event.preventDefault();
      const email = document.getElementById("email");
      const emailError = document.getElementById("email-error");
      const pwError = document.getElementById("password-error");
      const done = document.getElementById("login-done");
      const emailOk = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.value.trim());
      const pwOk = pw.value.length >= 8;
      emailError.textContent = email.value.trim() === "" ? "Enter your school email." : emailOk ? "" : "That email doesn't look right.";
      pwError.textContent = pwOk ? "" : "Your password has at least 8 characters.";
      email.setAttribute("aria-invalid", String(!emailOk));
      pw.setAttribute("aria-invalid", String(!pwOk));
      if (!emailOk) email.focus();
      else if (!pwOk) pw.focus();
      done.hidden = !(emailOk && pwOk);
    });
  }
});
