import "./choice-filter.css";
import type { ReactNode } from "react";

/** How many categories a filter can have: choice-filter.css has a rule for each place up to this. */
const MAX_FILTER_CHOICES = 24;

/** The places (as `data-filter-in` reads them) of the choices an item belongs to: "All" (0) and its own. */
export const filterPlaces = (choices: readonly string[], category: string): string =>
  `0 ${choices.indexOf(category)}`;

interface ChoiceFilterProps {
  /** Names the radio group (one per page). */
  name: string;
  legend: string;
  /** The first choice shows everything ("All"). */
  choices: readonly string[];
  /** The line each choice shows ("Showing 4 packages"), in the same order. */
  countLines: readonly string[];
  /**
   * Classes of the bar (the fieldset), of the row of choices in it, and of each choice's pill (which follows
   * its radio: `peer-checked:` and `peer-focus-visible:` style the chosen and focused one).
   */
  barClassName: string;
  rowClassName: string;
  choiceClassName: string;
  countClassName: string;
  onChoose?: (choice: string) => void;
  /** Shown beside the choices (a search box), in a row with them of class `headerClassName`. */
  aside?: ReactNode;
  headerClassName?: string;
  /** The items, each marked `data-filter-item` and `data-filter-in={filterPlaces(…)}`, inside an element (a list). */
  children: ReactNode;
}

/**
 * A category filter that works as plain HTML: a radio group styled as pill buttons, and CSS (`:has()`, in
 * choice-filter.css) that shows only the items of the checked choice and its count line. No script: it
 * filters the moment it is painted, and with scripting off. `onChoose` lets an island follow the choice.
 */
export function ChoiceFilter({
  name,
  legend,
  choices,
  countLines,
  barClassName,
  rowClassName,
  choiceClassName,
  countClassName,
  onChoose,
  aside,
  headerClassName,
  children,
}: ChoiceFilterProps) {
  const bar = (
    <fieldset data-filter-bar={aside ? undefined : ""} className={`min-w-0 ${barClassName}`}>
      <legend className="sr-only">{legend}</legend>
      <div className={rowClassName}>
        {choices.slice(0, MAX_FILTER_CHOICES).map((choice, place) => (
          // The label holds the hidden radio (relative: it sits inside the pill and scrolls with a scrolling row);
          // the pill is the radio's next sibling, styled by `peer-checked:` (marked `!` where a hover style would
          // otherwise win). A sibling rule is checked on the radio alone; `has-checked:` on the label was a `:has()`
          // that Chromium checked again on every choice (issue 34).
          <label key={choice} className="relative flex shrink-0">
            <input
              type="radio"
              name={name}
              value={choice}
              data-choice={place}
              defaultChecked={place === 0}
              onChange={onChoose ? () => onChoose(choice) : undefined}
              className="peer sr-only"
            />
            <span className={choiceClassName}>{choice}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
  return (
    <div data-filter="">
      {aside ? (
        <div data-filter-bar="" className={headerClassName}>
          {bar}
          {aside}
        </div>
      ) : (
        bar
      )}
      <p aria-live="polite" className={countClassName}>
        {countLines.slice(0, MAX_FILTER_CHOICES).map((line, place) => (
          <span key={place} data-filter-count={place}>
            {line}
          </span>
        ))}
      </p>
      {children}
    </div>
  );
}
