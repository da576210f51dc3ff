// Script-tag build: defines <bookstore-cart> (the loader imports this file when such an element appears).
import { defineWidget } from './define';

defineWidget('cart');
