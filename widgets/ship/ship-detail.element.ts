import { defineWidget } from '../../core/element/define-widget';
import meta from './ship-detail.meta';
import styles from './ship-detail.css';
import catalogues from './catalogue';
import { ShipDetail } from './ShipDetail';

export const LidoShipDetailElement = defineWidget(meta, ShipDetail, styles, catalogues);
