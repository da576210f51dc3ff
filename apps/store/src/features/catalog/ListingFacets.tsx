import type { BookFacets } from '@bookstore/api-client/contract';
import { Button, formatCount, RadioGroup, Skeleton, VisuallyHidden } from '@bookstore/ui';
import { useId, useState } from 'react';
import { bookCount } from '../shared';
import classes from './catalog.module.css';
import { facetGroups, type FacetGroup, type FacetName, type FacetScope, type FacetSelection } from './facets';
import { useSynced } from './ListingControls';

/** A group shows this many values until "Show all" (the chosen one always shows). */
const SHORT_LIST = 6;

export interface ListingFacetsProps {
  /** The facets call's answer for the current query (undefined until the first answer). */
  facets: BookFacets | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  selected: FacetSelection;
  scope: FacetScope;
  onChange: (name: FacetName, value: string) => void;
  /** The heading's level: 2 beside the results, 3 inside the filters sheet (whose title is the h2). */
  headingLevel?: 2 | 3;
  className?: string | undefined;
}

/**
 * The see-all page's facets (issue 25): a group of choices per facet (type, category, language, price
 * band, rating), each value with how many books it gives for the current query; a choice applies at
 * once (back on page 1, kept in the URL). Values with no book are left out; a long group shows its
 * first few until "Show all".
 */
export function ListingFacets({
  facets,
  loading,
  failed,
  retry,
  selected,
  scope,
  onChange,
  headingLevel = 2,
  className,
}: ListingFacetsProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <Heading id={headingId} className={classes.FacetsTitle}>
        Refine results
      </Heading>
      {facets ? (
        <div className={classes.FacetGroups}>
          {facetGroups(facets, selected, scope).map((group) => (
            <FacetRadios key={group.name} group={group} onChange={(value) => onChange(group.name, value)} />
          ))}
        </div>
      ) : failed ? (
        <div className={classes.FacetsFailed}>
          <p>The counts could not be loaded.</p>
          <Button variant="secondary" size="small" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : (
        <Skeleton variant="text" lines={8} />
      )}
    </section>
  );
}

/** One facet: "Any …" and its values with their counts, as radio buttons (arrow keys move). */
function FacetRadios({ group, onChange }: { group: FacetGroup; onChange: (value: string) => void }) {
  const name = useId();
  const [expanded, setExpanded] = useState(false);
  // The choice shows at once; the URL (and so `group.selected`) follows a moment later.
  const [selected, setSelected] = useSynced(group.selected);
  const long = group.choices.length > SHORT_LIST + 1;
  const shown =
    long && !expanded
      ? group.choices.filter((choice, index) => index < SHORT_LIST || choice.value === group.selected)
      : group.choices;
  return (
    <div className={classes.FacetGroup}>
      <RadioGroup
        label={group.label}
        name={name}
        value={selected}
        onChange={(value) => {
          setSelected(value);
          onChange(value);
        }}
        options={[
          { value: '', label: group.anyLabel },
          ...shown.map((choice) => ({
            value: choice.value,
            label: (
              // Shown as the value and a muted count; read as one phrase ("Yoruba, 2 books"): a
              // visually hidden piece beside shown ones would be read with a space before its comma.
              <span className={classes.FacetChoice}>
                <span aria-hidden="true">{choice.label}</span>
                <span className={classes.FacetCount} aria-hidden="true">
                  {formatCount(choice.count)}
                </span>
                <VisuallyHidden>{`${choice.label}, ${bookCount(choice.count)}`}</VisuallyHidden>
              </span>
            ),
          })),
        ]}
      />
      {long ? (
        <Button
          variant="ghost"
          size="small"
          className={classes.FacetMore}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `Show all ${group.choices.length}`}
        </Button>
      ) : null}
    </div>
  );
}
