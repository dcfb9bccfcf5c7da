import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, errorText, LoadError, Loading, useCarriedLink } from '@thrive/shared';
import { bedLayout, bedLayoutSvg, feetAndInches, materialsList, type Design } from '@thrive/shared/landscape';
import { LandscapePage } from '../common/landscape-page';
import { designPath, idFromAddress } from './design-paths';
import { DesignProducts, namedProductGroups } from './design-products';
import { useGetDesignProductsQuery, useGetDesignQuery } from '@thrive/shared/landscape-api';
import { MaterialsTable } from './materials-table';
import { materialsText } from './materials-text';
import { shareMaterials } from './share-materials';
import styles from './designs.module.css';
import print from './print.module.css';

/** The layout drawn here from the design (the same pure code the server's Layout.svg uses). */
function BedLayoutImage({ design }: { design: Design }) {
  const { source, description } = useMemo(() => {
    const layout = bedLayout(design, design.Plants);
    const sides = `${feetAndInches(layout.LengthIn)} by ${feetAndInches(layout.WidthIn)}`;
    const planted = layout.Legend.map((entry) => `${entry.Count} ${entry.CommonName}`).join(', ');
    return {
      source: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(bedLayoutSvg(layout, design.Name))}`,
      description: `Bed layout of ${design.Name}: ${sides}${planted ? `, planted with ${planted}` : ''}`,
    };
  }, [design]);
  return <img className={styles.layout} src={source} alt={description} />;
}

/**
 * Route `designs/:id/plan`: the bed to scale and the shopping list with matched partner
 * products, to print or share. The products load beside the design; while they load, or when
 * they fail, the plan shows without them (they are extra, never the reason a plan is missing).
 */
export function DesignPlanPage() {
  const designId = idFromAddress(useParams().id);
  const { data: design, error, isLoading, refetch } = useGetDesignQuery(designId, { skip: designId === 0 });
  const carried = useCarriedLink();
  const { data: matched } = useGetDesignProductsQuery(designId, { skip: designId === 0 });
  const rows = useMemo(() => (design ? materialsList(design, design.Plants) : []), [design]);
  const products = useMemo(() => namedProductGroups(matched, rows), [matched, rows]);

  if (isLoading) {
    return (
      <LandscapePage title="Plan">
        <Loading label="Loading the plan…" />
      </LandscapePage>
    );
  }
  if (!design) {
    return (
      <LandscapePage title="Plan">
        <LoadError message={errorText(error, 'There is no such design.')} onRetry={() => void refetch()} />
      </LandscapePage>
    );
  }
  return (
    <LandscapePage
      title={`${design.Name}: plan`}
      actions={
        <div className={print.noPrint}>
          <Button onClick={() => window.print()}>Print</Button>
          <Button
            onClick={() => void shareMaterials(design.Name, materialsText(design.Name, rows, products))}
          >
            Share
          </Button>
          <Link to={carried(designPath(design.Id))} className={styles.linkButton}>
            Edit design
          </Link>
        </div>
      }
    >
      <div className={print.printable}>
        <section className={styles.section} aria-labelledby="plan-layout-title">
          <h3 id="plan-layout-title">Bed layout</h3>
          <BedLayoutImage design={design} />
        </section>
        <section className={styles.section} aria-labelledby="plan-materials-title">
          <h3 id="plan-materials-title">Materials</h3>
          <MaterialsTable rows={rows} />
        </section>
        <DesignProducts groups={products} />
      </div>
    </LandscapePage>
  );
}
