import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  errorText,
  isNotFound,
  LINK_KINDS,
  LoadError,
  Loading,
  Paginator,
  useGetFeaturedPlantsQuery,
  useCarriedLink,
  useRecordLinkClick,
} from '@thrive/shared';
import { PlantGrid } from '@thrive/shared/plant-list';
import { PLANT_PAGE_SIZE } from '@thrive/shared/contracts';
import { PlantsPage } from '../common/plants-page';
import { SponsorBanner } from './sponsor-banner';
import styles from './featured.module.css';

const FEATURED_TITLE = 'Featured Plants';

function sponsorId(value: string | null): number {
  const id = Number(value ?? 0);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/**
 * plants/featured?pid={sponsorId} (SPEC §2.3 lite layout): the sponsor's banner, linked to
 * its site, and the plants it features, a page at a time. Opening it records link kind 42.
 */
export function FeaturedPage() {
  const pid = sponsorId(useSearchParams()[0].get('pid'));
  return (
    <PlantsPage title={FEATURED_TITLE}>
      {pid > 0 ? <FeaturedPlants key={pid} sponsorId={pid} /> : <NoSponsorSelected />}
    </PlantsPage>
  );
}

export const NO_SPONSOR_TITLE = 'No garden centre selected';

/**
 * Without a sponsor there is nothing to feature. SPEC §2.3 and §4 show no place where a
 * gardener chooses one: a sponsor "is selected" for them, when a partner garden centre links
 * them with its activation link, and the Launch Pad's Featured Plants tile then opens this
 * page with its id. So no chooser is promised here; plant search is the way on.
 */
function NoSponsorSelected() {
  const carried = useCarriedLink();
  return (
    <EmptyState title={NO_SPONSOR_TITLE}>
      <p>
        Featured plants come from a partner garden centre, and none is selected for you. A garden centre that
        takes part gives you a link that connects you to it; its featured plants then show here.
      </p>
      <Link className={styles.action} to={carried('/plants/search')}>
        Search all plants
      </Link>
    </EmptyState>
  );
}

function FeaturedPlants({ sponsorId }: { sponsorId: number }) {
  const [pageIndex, setPageIndex] = useState(0);
  const { data, error, isFetching, refetch } = useGetFeaturedPlantsQuery({
    sponsorId,
    i: pageIndex,
    c: PLANT_PAGE_SIZE,
  });
  const record = useRecordLinkClick('mfe-plants');
  const recorded = useRef(false);
  // Recorded once the sponsor's plants are shown: an unknown sponsor was not a visit.
  useEffect(() => {
    if (!data || recorded.current) return;
    recorded.current = true;
    record(LINK_KINDS.FeaturedPlants);
  }, [data, record]);

  if (error && !isFetching) {
    if (isNotFound(error)) {
      return (
        <EmptyState title="Sponsor not found">
          <p>This sponsor does not exist or has no featured plants any more.</p>
        </EmptyState>
      );
    }
    return <LoadError message={errorText(error)} onRetry={() => void refetch()} />;
  }
  if (!data) return <Loading label="Loading featured plants…" />;
  return (
    <>
      <SponsorBanner sponsor={data.Sponsor} />
      <h3 className={styles.from}>Plants featured by {data.Sponsor.DisplayName}</h3>
      {data.Items.length === 0 ? (
        <EmptyState title="No featured plants yet">
          <p>{data.Sponsor.DisplayName} has not featured any plants yet.</p>
        </EmptyState>
      ) : (
        <div aria-busy={isFetching || undefined}>
          <PlantGrid plants={data.Items} label="Featured plants" headingLevel={4} />
          <Paginator
            pageIndex={pageIndex}
            pageSize={PLANT_PAGE_SIZE}
            totalRows={data.TotalRows}
            onPageChange={setPageIndex}
            label="Featured plant pages"
          />
        </div>
      )}
    </>
  );
}
