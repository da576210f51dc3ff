// Script-tag build of all four widgets at once: <script type="module" src=".../cdn/bookstore.js">.
import './search';
import './cart';
import './book-card';
import './player';
