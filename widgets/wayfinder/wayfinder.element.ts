import { defineWidget } from '../../core/element/define-widget';
import meta from './wayfinder.meta';
import styles from './wayfinder.css';
import catalogues from './catalogue';
import { Wayfinder } from './Wayfinder';

export const LidoWayfinderElement = defineWidget(meta, Wayfinder, styles, catalogues);
