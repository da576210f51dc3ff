// Script-tag build: defines <bookstore-cart> (the loader imports this file when such an element appears).
import { defineWidgetElement } from '../runtime/element';
import { installGlobal } from '../runtime/global';
import { CartWidget } from '../widgets/cart';

installGlobal(import.meta.url);
defineWidgetElement('bookstore-cart', CartWidget);
