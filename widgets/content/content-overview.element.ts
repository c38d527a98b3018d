import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './content-overview.meta';
import styles from './content.css';
import { ContentOverviewWidget } from './OverviewWidget';

export const ContentOverviewElement = defineWidget(meta, ContentOverviewWidget, styles, catalogues);
