import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './shore-excursions.meta';
import styles from './onboard.css';
import { ShoreExcursionsWidget } from './ShoreExcursions';

export const ShoreExcursionsElement = defineWidget(meta, ShoreExcursionsWidget, styles, catalogues);
