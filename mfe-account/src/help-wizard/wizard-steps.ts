import type { ComponentType } from 'react';
import {
  ReadyDrawing,
  ScorecardDrawing,
  SearchDrawing,
  YardDrawing,
  ZonesDrawing,
} from './wizard-illustrations';

export interface WizardStep {
  /** Names the step's heading element, so focus can land on it. */
  id: string;
  heading: string;
  paragraphs: string[];
  Drawing: ComponentType;
}

/** The tour (SPEC §2.2 help wizard): what My Yard, zones, the scorecard and search are for. */
export const WIZARD_STEPS: WizardStep[] = [
  {
    id: 'my-yard',
    heading: 'My Yard',
    paragraphs: [
      'Your yard is your garden, found by its address.',
      'From the address we know your hardiness zone: how cold your winters get, and which plants can live through them.',
    ],
    Drawing: YardDrawing,
  },
  {
    id: 'zones',
    heading: 'Zones',
    paragraphs: [
      'A zone is one part of your yard: the sunny front bed, the shady corner, the damp spot by the downspout.',
      'Each zone has its own sun and water, and you add each plant to the zone where it grows.',
    ],
    Drawing: ZonesDrawing,
  },
  {
    id: 'scorecard',
    heading: 'The Thrive Scorecard',
    paragraphs: [
      'The scorecard shows how well each plant suits its zone.',
      'Every plant is scored good, borderline or poor on sun, water and freeze, so you see at a glance what will thrive and what may struggle.',
    ],
    Drawing: ScorecardDrawing,
  },
  {
    id: 'search',
    heading: 'Plant ID & Search',
    paragraphs: [
      'Look up a plant by name, or find plants that thrive in a zone of yours.',
      'Tap the heart on a plant to keep it in your favorites for later.',
    ],
    Drawing: SearchDrawing,
  },
  {
    id: 'ready',
    heading: 'You’re ready',
    paragraphs: ['That’s the tour. Start wherever you like:'],
    Drawing: ReadyDrawing,
  },
];

export const stepIndicatorText = (index: number) => `Step ${index + 1} of ${WIZARD_STEPS.length}`;
