// Runs before the app (a classic script, allowed by the CSP's script-src 'self'):
// <html lang> from the stored language, an early fetch of that language's translations (main.tsx
// then reuses the preloaded response) unless the page carries its texts, what the user types or
// submits on a prerendered page before the app is ready, starting a prerendered page's app after
// its first paint, and the reload button of the static "could not load" message in index.html.
(function () {
  var language = 'de';
  try {
    var stored = window.localStorage.getItem('langCode');
    if (stored === 'de' || stored === 'en') language = stored;
  } catch (e) {
    // storage blocked: German
  }
  var html = document.documentElement;
  // A prerendered page in this language carries its own texts (scripts/prerender.ts): the whole
  // file loads after its first render, not before.
  var textsInPage = html.getAttribute('data-texts') === 'page' && html.lang === language;
  html.lang = language;
  if (!textsInPage) preloadTexts(language);
  function preloadTexts(language) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = '/locales/' + language + '.json';
    document.head.appendChild(link);
  }
  // A prerendered form is on screen before the app that handles it: a submit until then waits
  // (src/ui/boot-handover.tsx submits it again once React owns the form) instead of posting the page away.
  // The app handles an element once its renderer has attached the element's event handlers:
  // Preact keeps them on it under `__e` (the app runs on preact/compat, ADR 0013), React under
  // `__reactProps$...`. A lazily loaded form is the app's only after its chunk came, even on a
  // hydrated page. src/ui/boot-handover.tsx asks the same question through this function.
  function ownedByApp(element) {
    if (element.__e) return true;
    return Object.keys(element).some(function (key) {
      return key.indexOf('__reactProps$') === 0;
    });
  }
  window.__bootOwnedByApp = ownedByApp;
  // A form of the page's HTML is the app's once its handlers are attached, but what was typed
  // into it before is its form library's only after src/ui/boot-handover.tsx gave it back (an
  // effect, a frame later; it marks the form then): a submit in between would send the
  // library's defaults. Such a submit waits too, at most until the hand-over time is over.
  function readyForApp(form) {
    if (!ownedByApp(form)) return false;
    return (
      form.__bootHandedOver === true || !form.__bootInPage || html.hasAttribute('data-handed-over')
    );
  }
  var waiting = [];
  window.__bootSubmits = waiting;
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (readyForApp(form)) return;
      // Nor may the app's own handler see it yet.
      event.stopPropagation();
      event.preventDefault();
      for (var i = 0; i < waiting.length; i += 1) if (waiting[i].form === form) return;
      // Its place among the page's forms finds it again if React renders the part anew.
      waiting.push({ form: form, nth: Array.prototype.indexOf.call(document.forms, form) });
    },
    true,
  );
  // A button of the page pressed before the app handles it (one that opens a part of a form,
  // such as "forgot access code"; a submit button is the submit above): pressed again then.
  var pressed = [];
  window.__bootClicks = pressed;
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target && event.target.closest && event.target.closest('button');
      if (!button || button.type !== 'button' || ownedByApp(button)) return;
      pressed.push({
        button: button,
        nth: Array.prototype.indexOf.call(document.querySelectorAll('button'), button),
      });
    },
    true,
  );
  // What is typed into a prerendered form before then: the form library sets its fields to their
  // defaults when it takes them over, so src/ui/boot-handover.tsx puts these values back.
  var typed = [];
  window.__bootInputs = typed;
  // Every field counts until the hand-over is over (React may own a field a moment before its
  // form library takes it over and resets it); after that only fields React does not own yet.
  function noteInput(event) {
    var field = event.target;
    if (!field || !('value' in field)) return;
    if (html.hasAttribute('data-handed-over') && ownedByApp(field)) return;
    for (var i = typed.length - 1; i >= 0; i -= 1) if (typed[i].field === field) typed.splice(i, 1);
    typed.push({
      field: field,
      // React may render a part anew instead of hydrating it: the name and its place among
      // fields of that name find the new element.
      nth: Array.prototype.indexOf.call(document.getElementsByName(field.name), field),
      value: field.value,
      checked: field.checked === true,
    });
  }
  document.addEventListener('input', noteInput, true);
  document.addEventListener('change', noteInput, true);
  // Once the page's first contentful paint is on screen (its paint timing entry comes then; a
  // browser without such entries: after the first frame). Not merely after a frame was drawn:
  // the screen may show it a moment later, and what arrives before that holds it back.
  function afterFirstPaint(run) {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (types && types.indexOf('paint') !== -1) {
      new PerformanceObserver(function (list, observer) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        run();
      }).observe({ type: 'paint', buffered: true });
      return;
    }
    requestAnimationFrame(function () {
      setTimeout(run, 0);
    });
  }
  function preloadModules(hrefs) {
    // Inserted at once: one change of the document instead of one per chunk.
    var links = document.createDocumentFragment();
    for (var i = 0; i < hrefs.length; i += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = hrefs[i];
      links.appendChild(link);
    }
    document.head.appendChild(links);
  }
  // A prerendered page names the app's modules instead of loading them (scripts/prerender.ts):
  // they are fetched and run once the page has been painted, so a slow phone shows the page
  // before the app's code takes the line and the processor. A tab in the background paints
  // nothing: the app starts at once there. A wizard's shell has the app's code on the way
  // already, and names the chunks of each step: the step at this address comes with the app
  // instead of after the app has run and asked for it.
  function startAppAfterPaint() {
    var element = document.getElementById('app-modules');
    if (!element) return;
    var modules = JSON.parse(element.textContent);
    var path = location.pathname.toLowerCase().replace(/\/+$/, '');
    var step = (modules.steps && modules.steps[path]) || [];
    var started = false;
    function start() {
      if (started) return;
      started = true;
      document.removeEventListener('visibilitychange', start);
      import(modules.entry);
      preloadModules(modules.preload.concat(step));
    }
    if (document.visibilityState !== 'visible') return start();
    document.addEventListener('visibilitychange', start);
    afterFirstPaint(start);
  }
  // The first date formatter a page makes costs a slow phone some 50 ms: the browser loads its
  // calendar and time-zone data then. Made here while the page waits for its code, in a task of
  // its own after the first paint, it is not part of the app's first render (one long task).
  function warmUpDateFormats() {
    try {
      new Intl.DateTimeFormat(language, { timeZone: 'Europe/Berlin', hour: 'numeric' }).format(0);
    } catch (e) {
      // no Intl time zones: the app formats without them as well
    }
  }
  document.addEventListener('DOMContentLoaded', function () {
    for (var i = 0; i < document.forms.length; i += 1) document.forms[i].__bootInPage = true;
    startAppAfterPaint();
    afterFirstPaint(function () {
      setTimeout(warmUpDateFormats, 0);
    });
    var button = document.getElementById('boot-reload');
    if (button)
      button.addEventListener('click', function () {
        window.location.reload();
      });
  });
})();
