import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './content-detail.meta';
import article from './article.css';
import content from './content.css';
import { ContentDetailWidget } from './DetailWidget';

export const ContentDetailElement = defineWidget(meta, ContentDetailWidget, [content, article], catalogues);
