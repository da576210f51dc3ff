// The partner page's own script (external, so the strict CSP holds): books from the query string,
// a log of the widgets' events, and CSP violations recorded for the tests.
(function () {
  var params = new URLSearchParams(location.search);
  document.querySelectorAll('[data-book="print"]').forEach(function (element) {
    element.setAttribute('uid', params.get('book') || '');
  });
  document.querySelectorAll('[data-book="audio"]').forEach(function (element) {
    element.setAttribute('uid', params.get('audiobook') || '');
  });

  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', function (event) {
    window.cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  });

  var log = document.getElementById('events');
  ['bookstore:add-to-cart', 'bookstore:checkout', 'bookstore:play'].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var item = document.createElement('li');
      item.textContent = type + ' ' + JSON.stringify(event.detail);
      log.appendChild(item);
    });
  });

  var add = document.getElementById('add-player');
  if (add) {
    add.addEventListener('click', function () {
      var player = document.createElement('bookstore-player');
      player.setAttribute('uid', params.get('audiobook') || '');
      document.getElementById('later').appendChild(player);
    });
  }
})();
