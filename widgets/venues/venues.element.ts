import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './venues.meta';
import styles from './venues.css';
import { VenuesWidget } from './Venues';

export const LidoVenuesElement = defineWidget(meta, VenuesWidget, styles, catalogues);
/** @deprecated use LidoVenuesElement; removed in 0.3 */
export const VenuesElement = LidoVenuesElement;
