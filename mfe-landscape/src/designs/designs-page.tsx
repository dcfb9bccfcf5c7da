import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  errorText,
  LoadError,
  Loading,
  notify,
  Paginator,
  useCarriedLink,
} from '@thrive/shared';
import { DESIGN_PAGE_SIZE, type DesignListItem } from '@thrive/shared/landscape';
import { LandscapePage } from '../common/landscape-page';
import { DesignCard } from './design-card';
import {
  designListQuery,
  DesignListFilterForm,
  NO_DESIGN_FILTER,
  type DesignListFilter,
} from './design-list-filter';
import { newDesignPath, STYLES_PATH } from './design-paths';
import { useDeleteDesignMutation, useGetDesignsQuery } from '@thrive/shared/landscape-api';
import styles from './designs.module.css';

/** Route `designs`: the gardener's designs, a page at a time, searched by name and sorted (newest first). */
export function DesignsPage() {
  const [page, setPage] = useState(0);
  const [filter, setFilter] = useState<DesignListFilter>(NO_DESIGN_FILTER);
  const { data, error, isLoading, isFetching, refetch } = useGetDesignsQuery(
    designListQuery(filter, page, DESIGN_PAGE_SIZE),
  );
  const filtering = filter.k !== '';
  const changeFilter = (next: DesignListFilter) => {
    setFilter(next);
    setPage(0);
  };
  const [deleteDesign] = useDeleteDesignMutation();
  const [deleting, setDeleting] = useState<DesignListItem | null>(null);
  const carried = useCarriedLink();

  async function confirmDelete() {
    if (!deleting) return;
    setDeleting(null);
    try {
      notify({ message: (await deleteDesign(deleting.Id).unwrap()).message, variant: 'success' });
    } catch (failure) {
      notify({ message: errorText(failure), variant: 'error' });
    }
  }

  const links = (
    <>
      <Link to={carried(newDesignPath())} className={styles.linkButton}>
        New design
      </Link>
      <Link to={carried(STYLES_PATH)} className={styles.linkButton}>
        Browse styles
      </Link>
    </>
  );
  return (
    <LandscapePage title="My designs" actions={links}>
      {(data?.TotalRows || filtering) && (
        <DesignListFilterForm key={filter.k} filter={filter} onChange={changeFilter} />
      )}
      {isLoading ? (
        <Loading label="Loading your designs…" />
      ) : error || !data ? (
        <LoadError message={errorText(error)} onRetry={() => void refetch()} />
      ) : data.Items.length === 0 && filtering ? (
        <EmptyState title={`No design name matches “${filter.k}”.`}>
          <Button onClick={() => changeFilter({ ...filter, k: '' })}>Show all designs</Button>
        </EmptyState>
      ) : data.Items.length === 0 ? (
        <EmptyState title="You have no designs yet.">
          <p>Plan a bed from scratch with New design, or start from a style.</p>
        </EmptyState>
      ) : (
        <>
          <ul className={styles.cards} aria-label="My designs" aria-busy={isFetching || undefined}>
            {data.Items.map((design) => (
              <li key={design.Id}>
                <DesignCard design={design} onDelete={() => setDeleting(design)} />
              </li>
            ))}
          </ul>
          <Paginator
            pageIndex={page}
            pageSize={DESIGN_PAGE_SIZE}
            totalRows={data.TotalRows}
            onPageChange={setPage}
            label="Design pages"
          />
        </>
      )}
      <ConfirmDialog
        id="delete-design"
        type="danger"
        title={deleting ? `Delete ${deleting.Name}?` : ''}
        message="The design and its plant list will be deleted; its photos stay in My Gallery. This cannot be undone."
        open={deleting !== null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </LandscapePage>
  );
}
