import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './venues.meta';
import styles from './venues.css';
import { VenuesWidget } from './Venues';

export const VenuesElement = defineWidget(meta, VenuesWidget, styles, catalogues);
