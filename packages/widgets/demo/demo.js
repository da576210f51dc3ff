// The demo partner page's own script: picks books from the API, adds widget elements for them (the
// loader fetches each widget's code when its element appears) and logs the widgets' events.
(function () {
  var loader = document.querySelector('script[data-api-base]');
  var api = loader ? loader.getAttribute('data-api-base') : location.origin;
  var shelf = document.getElementById('shelf');

  function books(type) {
    return fetch(api + '/api/public/books?type=' + type + '&limit=4&country=gb')
      .then(function (response) {
        return response.json();
      })
      .then(function (body) {
        return body.data.items;
      });
  }

  function card(uid) {
    var element = document.createElement('bookstore-book-card');
    element.setAttribute('uid', uid);
    shelf.appendChild(element);
  }

  Promise.all([books('printbook'), books('ebook'), books('audiobook')])
    .then(function (lists) {
      card(lists[0][0].uid);
      card(lists[1][0].uid);
      card(lists[2][0].uid);
      var player = document.createElement('bookstore-player');
      player.setAttribute('uid', lists[2][0].uid);
      document.getElementById('player-slot').appendChild(player);
    })
    .catch(function (error) {
      shelf.textContent =
        'Could not reach the API at ' +
        api +
        ' (' +
        error.message +
        '). Is it running, with this origin in CORS_ORIGINS?';
    });

  document.getElementById('country').addEventListener('change', function (event) {
    window.Bookstore.init({ country: event.target.value });
  });
  document.getElementById('theme').addEventListener('change', function (event) {
    window.Bookstore.init({ theme: event.target.value });
  });

  var log = document.getElementById('events');
  ['bookstore:add-to-cart', 'bookstore:checkout', 'bookstore:play'].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var item = document.createElement('li');
      item.textContent = type + ' ' + JSON.stringify(event.detail);
      log.prepend(item);
    });
  });
})();
