import { defineWidget } from '../../core/element/define-widget';
import meta from './tracker.meta';
import styles from './tracker.css';
import catalogues from './catalogue';
import { ShipTracker } from './ShipTracker';

export const LidoShipTrackerElement = defineWidget(meta, ShipTracker, styles, catalogues);
