// Small app modules that several routes share, gathered into three chunks (issue 13). Left to
// rolldown's automatic splitting, every set of routes sharing a module got a chunk of its own,
// most under 1 KB gzip: a private wizard step loaded 20-25 chunks, and over HTTP/1.1 on a slow
// line each costs a round trip on one of six connections. Each group holds modules that load
// together anyway, so no page gets code it did not load before, save a few hundred bytes.
// Only scripts: a stylesheet imported by a grouped module would make every importer of the group
// load it.

/** Scripts (not tests) at `pattern`, whose `/` matches Windows separators too. */
const under = (pattern: string) =>
  new RegExp(
    String.raw`[\\/]` + pattern.replaceAll('/', String.raw`[\\/]`) + String.raw`(?<!\.test)\.tsx?$`,
  );

export const SHARED_CHUNK_GROUPS = [
  {
    // What nearly every page's first render uses: the page title, the frame's icons, the
    // operator's and the domain's constants, date formats, the service pages' frame, the boot
    // hand-over and the hydration in turns. The
    // start page needs all of it, so its chunk count falls without new code. It imports nothing
    // from the entry: in a cycle with it, the entry itself would be preloaded by every page.
    name: 'shell',
    test: under(
      String.raw`src/(api/calls-in-flight|ui/(use-page-title|page-title|frame-icon|line-icon|boot-handover|hydrate-in-turn|yield-to-browser|import-with-reload|lazy-form|when-idle|service-form/(format|new-window-link|service-page))|domain/(constants|operator|intl-formats))`,
    ),
  },
  {
    // The booking's display pieces: every wizard step, the tracking result and the company's
    // booked rides show them (and the company area's header its icons).
    name: 'wizard-ui',
    test: under(
      String.raw`(src/(ui/(booking/(lazy-step|format|use-locale|trip-request|index)|download-link|download-file|print-button|screen-icon)|features/booking/ui/(step-actions|choice-card))|machines/shared/booking-rules)`,
    ),
  },
  {
    // The form stack below react-hook-form: fields, rules and ride inputs. Every form loads it
    // lazily, after its page has been painted.
    name: 'form-ui',
    test: under(
      String.raw`src/(ui/(field-error|passenger-count-fields|ride-form/[\w.-]+|booking/local-date-time[\w-]*|service-form/(?!format|lazy-service-form|service-page|new-window-link)[\w.-]+)|features/booking/ui/airport-field)`,
    ),
  },
];
