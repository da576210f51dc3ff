// Script-tag build: defines <bookstore-book-card> (the loader imports this file when such an element appears).
import { defineWidgetElement } from '../runtime/element';
import { installGlobal } from '../runtime/global';
import { BookCardWidget } from '../widgets/book-card';

installGlobal(import.meta.url);
defineWidgetElement('bookstore-book-card', BookCardWidget);
