import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './muster.meta';
import styles from './muster.css';
import { MusterWidget } from './MusterWidget';

export const MusterElement = defineWidget(meta, MusterWidget, [styles], catalogues);
