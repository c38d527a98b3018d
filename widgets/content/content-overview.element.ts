import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './content-overview.meta';
import styles from './content.css';
import { ContentOverviewWidget } from './OverviewWidget';

export const LidoContentOverviewElement = defineWidget(meta, ContentOverviewWidget, styles, catalogues);
/** @deprecated use LidoContentOverviewElement; removed in 0.3 */
export const ContentOverviewElement = LidoContentOverviewElement;
