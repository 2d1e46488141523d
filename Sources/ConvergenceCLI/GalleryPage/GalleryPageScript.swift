/// The gallery page's one script, allowed by its hash in the page's Content-Security-Policy.
///
/// It reads only the page's own elements and attributes, never inserts markup (text goes in through
/// `textContent`, snapshot documents through the sandboxed frames' `srcdoc`), and touches no network or storage.
enum GalleryPageScript {
    static let source: StaticString = """

        (function () {
          "use strict";
          var body = document.body;
          body.classList.add("js");
          var items = Array.prototype.slice.call(document.querySelectorAll(".nav-item"));
          var groups = Array.prototype.slice.call(document.querySelectorAll(".nav-feature"));
          var sections = {};
          Array.prototype.forEach.call(document.querySelectorAll("section.scenario"), function (section) {
            sections[section.getAttribute("data-scenario-id")] = section;
          });
          var search = document.getElementById("search");
          var changedOnly = document.getElementById("changed-only");
          var matchCount = document.getElementById("match-count");
          var current = null;

          function needsReview(status) {
            return status !== "passed" && status !== "recorded" && status !== "updated";
          }

          // An entry needs review for its own status, or for a variant's (its badge says which).
          function itemNeedsReview(item) {
            return needsReview(item.getAttribute("data-status")) || item.hasAttribute("data-variants-review");
          }

          function filter() {
            var query = search.value.trim().toLowerCase();
            var shown = 0;
            items.forEach(function (item) {
              var id = item.getAttribute("data-scenario-id").toLowerCase();
              var keep = (query === "" || id.indexOf(query) !== -1)
                && (!changedOnly.checked || itemNeedsReview(item));
              item.hidden = !keep;
              if (keep) { shown += 1; }
            });
            groups.forEach(function (group) {
              group.hidden = group.querySelector(".nav-item:not([hidden])") === null;
            });
            matchCount.textContent = shown === items.length
              ? items.length + " listed" : shown + " of " + items.length + " listed";
            body.setAttribute("data-listed", String(shown));
          }

          function loadFrames(section) {
            Array.prototype.forEach.call(section.querySelectorAll("iframe[data-srcdoc]"), function (frame) {
              frame.setAttribute("sandbox", "");
              frame.srcdoc = frame.getAttribute("data-srcdoc");
              frame.removeAttribute("data-srcdoc");
            });
          }

          // Scrolls the sidebar alone (not the page) so that the current entry shows.
          function reveal(item) {
            var bar = item.closest(".sidebar");
            if (!bar) { return; }
            var itemBox = item.getBoundingClientRect();
            var barBox = bar.getBoundingClientRect();
            if (itemBox.top < barBox.top + barBox.height / 4 || itemBox.bottom > barBox.bottom) {
              bar.scrollTop += itemBox.top - barBox.top - barBox.height / 2;
            }
          }

          function open(id) {
            var section = Object.prototype.hasOwnProperty.call(sections, id) ? sections[id] : null;
            if (section === null) { return false; }
            Object.keys(sections).forEach(function (key) {
              sections[key].classList.toggle("open", sections[key] === section);
            });
            loadFrames(section);
            items.forEach(function (item) {
              var isCurrent = item.getAttribute("data-scenario-id") === id;
              item.classList.toggle("current", isCurrent);
              var link = item.querySelector("a");
              if (isCurrent) {
                link.setAttribute("aria-current", "page");
                reveal(item);
              } else {
                link.removeAttribute("aria-current");
              }
            });
            current = id;
            body.setAttribute("data-current", id);
            return true;
          }

          function idFromHash() {
            try {
              return decodeURIComponent(location.hash.slice(1));
            } catch (error) {
              return location.hash.slice(1);
            }
          }

          function listed() {
            return items.filter(function (item) { return !item.hidden; });
          }

          function go(item) {
            if (item) { location.hash = item.querySelector("a").getAttribute("href"); }
          }

          function move(step) {
            var visible = listed();
            if (visible.length === 0) { return; }
            var index = -1;
            visible.forEach(function (item, position) {
              if (item.getAttribute("data-scenario-id") === current) { index = position; }
            });
            var next = index === -1 ? (step > 0 ? 0 : visible.length - 1) : index + step;
            go(visible[Math.max(0, Math.min(visible.length - 1, next))]);
          }

          function setView(compare, view) {
            compare.setAttribute("data-view", view);
            Array.prototype.forEach.call(compare.querySelectorAll(".views button"), function (button) {
              button.setAttribute("aria-pressed", String(button.getAttribute("data-view") === view));
            });
          }

          function flip() {
            var section = sections[current];
            if (!section) { return; }
            Array.prototype.forEach.call(section.querySelectorAll(".compare"), function (compare) {
              setView(compare, compare.getAttribute("data-view") === "old" ? "new" : "old");
            });
          }

          function showFromHash() {
            if (!open(idFromHash())) {
              var first = listed()[0] || items[0];
              if (first) { open(first.getAttribute("data-scenario-id")); }
            }
          }

          document.addEventListener("click", function (event) {
            var button = event.target.closest ? event.target.closest(".views button") : null;
            if (button) { setView(button.closest(".compare"), button.getAttribute("data-view")); }
          });
          search.addEventListener("input", filter);
          changedOnly.addEventListener("change", filter);
          window.addEventListener("hashchange", showFromHash);
          document.addEventListener("keydown", function (event) {
            if (event.altKey || event.ctrlKey || event.metaKey) { return; }
            var typing = event.target === search;
            if (typing) {
              if (event.key === "Escape") { search.blur(); }
              if (event.key === "Enter") { go(listed()[0]); }
              return;
            }
            if (event.key === "j" || event.key === "ArrowDown") { move(1); event.preventDefault(); }
            else if (event.key === "k" || event.key === "ArrowUp") { move(-1); event.preventDefault(); }
            else if (event.key === "/") { search.focus(); event.preventDefault(); }
            else if (event.key === "o") { flip(); }
          });
          filter();
          showFromHash();
        })();

        """
}
