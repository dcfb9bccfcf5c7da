import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
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
import { newDesignPath, STYLES_PATH } from './design-paths';
import { useDeleteDesignMutation, useGetDesignsQuery } from './designs-api';
import styles from './designs.module.css';

/** Route `designs`: the gardener's designs, a page at a time, newest first. */
export function DesignsPage() {
  const [page, setPage] = useState(0);
  const { data, error, isLoading, refetch } = useGetDesignsQuery({ i: page, c: DESIGN_PAGE_SIZE });
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
      {isLoading ? (
        <Loading label="Loading your designs…" />
      ) : error || !data ? (
        <LoadError message={errorText(error)} onRetry={() => void refetch()} />
      ) : data.Items.length === 0 ? (
        <EmptyState title="You have no designs yet.">
          <p>Plan a bed from scratch with New design, or start from a style.</p>
        </EmptyState>
      ) : (
        <>
          <ul className={styles.cards} aria-label="My designs">
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
        message="The design and its plant list will be deleted. This cannot be undone."
        open={deleting !== null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </LandscapePage>
  );
}
