import { SSR_MODULES_ID } from '@bookstore/api-client/render';

/**
 * The inline script a server-rendered page ends with: once the page has painted, it starts the client's
 * entry and preloads the other modules the page needs (`#ssr-modules`: the entry first, then the
 * screen's chunks), four to a task: each request costs the main thread about 1.4 ms (six on
 * Lighthouse's throttled phone), and all twenty in one task made a long one (116 ms there).
 * Nothing of the JavaScript is fetched before the first paint, so the server's HTML paints with no
 * script download or run ahead of it; the page's links work meanwhile, and hydration follows. A hidden
 * page (a background tab, where frames wait) starts at once.
 *
 * Input before hydration has no handler yet: the script keeps it, in order, and hydration replays it
 * once React holds the part it was in (`window.__bkEarlyInput`, app/earlyInput.ts): a click on a
 * button of type "button" (which does nothing without a handler), and a form field changed (a radio, a
 * checkbox, a select, a text field: React would otherwise hydrate it as the visitor left it but keep
 * its state as the server's, and the filter would be lost). So an early tap on Search or Add to cart,
 * or a filter chosen, is not lost: the header's island takes the input inside it as it hydrates
 * (`__bkEarlyInput(header)`, app/headerIsland.tsx; it answers its own from then on, so nothing inside
 * it is kept), and the page's hydration the rest (`__bkEarlyInput()`, which stops keeping; hydrate.tsx).
 * Constant, so the API's Content-Security-Policy allows it by its hash (the server entry exports it).
 */
export const HYDRATE_AFTER_PAINT =
  `(function(){var d=document,m=d.getElementById('${SSR_MODULES_ID}');if(!m)return;var f=JSON.parse(m.textContent);` +
  "var q=[],x=[],c=function(e){var t=e.target,b=t&&t.closest?e.type=='click'?t.closest('button[type=button]'):/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)?t:null:null;" +
  "if(b&&d.getElementById('root').contains(b)&&!x.some(function(w){return w.contains(b)})&&(e.type=='click'||q.indexOf(b)<0))q.push(b)},v=['click','input','change'];" +
  'v.forEach(function(n){d.addEventListener(n,c,true)});window.__bkEarlyInput=function(w){var r=q;if(w){x.push(w);r=q.filter(function(b){return w.contains(b)});q=q.filter(function(b){return !w.contains(b)})}else{v.forEach(function(n){d.removeEventListener(n,c,true)});q=[]}return r};' +
  "var go=function(){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=f[0];d.body.appendChild(s);" +
  "var i=1,n=function(){for(var k=0;k<4&&i<f.length;k++,i++){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f[i];d.head.appendChild(l)}if(i<f.length)setTimeout(n,0)};n()};" +
  "if(d.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})()";
