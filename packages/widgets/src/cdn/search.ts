// Script-tag build: defines <bookstore-search> (the loader imports this file when such an element appears).
import { defineWidgetElement } from '../runtime/element';
import { installGlobal } from '../runtime/global';
import { SearchWidget } from '../widgets/search';

installGlobal(import.meta.url);
defineWidgetElement('bookstore-search', SearchWidget);
