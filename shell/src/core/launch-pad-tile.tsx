import {
  ChartColumn,
  CirclePlay,
  Heart,
  House,
  Lightbulb,
  MessageCircle,
  Newspaper,
  Search,
  Sprout,
  Star,
  Trees,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CarriedParams } from '@thrive/shared';
import type { LinkKind } from '@thrive/shared/contracts';
import type { Tile } from '../navigation/launch-pad-tiles';
import { withCarriedParams } from '@thrive/shared';
import { clearSuggestDraft } from '../common/suggest-draft';
import styles from './launch-pad.module.css';

const ICONS: Record<string, LucideIcon> = {
  yard: House,
  search: Search,
  suggest: Lightbulb,
  thrive: ChartColumn,
  expert: MessageCircle,
  landscape: Trees,
  favorites: Heart,
  buzz: Newspaper,
  videos: CirclePlay,
  featured: Star,
};

interface Props {
  tile: Tile;
  carried: CarriedParams;
  /** Records the tile's link kind (SPEC §4). */
  onUse: (linkKind: LinkKind) => void;
  big: boolean;
}

/** One launch pad tile (SPEC §2.3): a route carrying the parameters, or an external link in a new tab. */
export function LaunchPadTile({ tile, carried, onUse, big }: Props) {
  const className = big ? styles.bigButton : styles.tile;
  const Icon = ICONS[tile.id] ?? Sprout;
  const content = (
    <>
      <Icon className={styles.icon} aria-hidden="true" />
      <span>{tile.label}</span>
    </>
  );
  const used = () => {
    if (tile.linkKind !== undefined) onUse(tile.linkKind);
  };
  if (tile.kind === 'external') {
    if (!tile.href) return null;
    return (
      <a href={tile.href} target="_blank" rel="noopener noreferrer" className={className} onClick={used}>
        {content}
      </a>
    );
  }
  return (
    <Link
      to={withCarriedParams(tile.to, carried)}
      className={className}
      onClick={() => {
        if (tile.clearsSuggestDraft) clearSuggestDraft();
        used();
      }}
    >
      {content}
    </Link>
  );
}
