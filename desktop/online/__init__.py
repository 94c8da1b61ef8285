"""Playing a friend over the network: two programs, one game, each checking every move with its
own engine.

- ``protocol``: the messages the two programs exchange (versioned JSON, at most 64 KB each),
  read and checked; anything else is refused with a sentence (``Refusal``);
- ``match``: an online game between two peers, whatever carries its messages: the record, whose
  turn it is, offers and answers (take-back, the game's end-of-game proposal, rematch), resign
  and chat; ``settle`` compares the two records when the peers meet or meet again;
- ``link``: the carrier, a magic-wormhole mailbox (an invite code, end-to-end encrypted), in
  the asyncio loop that qasync runs inside Qt's; ``reactor`` installs Twisted there, once;
- ``headless``: ``pyramid-duels --online host|join … --computer LEVEL``, a peer without a
  window whose seat the computer plays.

The network stack (Twisted, magic-wormhole) is imported only when a link is opened: start-up
never loads it. A window plays online from a coroutine in the asyncio loop qasync runs inside
Qt's (``qasync.QEventLoop(app)``), in this order::

    link = WormholeLink(relay_url, on_status=show)   # "lost" / "back": status_words(status)
    code = await link.invite(); show(code)           # the host; then:
    await link.friend()                              #   until the friend has joined
    await link.join(code)                            # (or the guest)
    mine = hello(name, "host", __version__, Record(game.name, options, seat, moves, ident=id))
    match = await meet(link, mine, on_event=tell)    # hellos swapped, records compared: a Match
                                                     # (a guest's mine: an answer to the host's)
    listening = asyncio.ensure_future(follow(link, match))  # the friend's messages → the match
    match.play("1a1"); match.offer(TAKEBACK); match.answer(True); match.resign(); match.say("hi")
    await link.close(); reactor.release()            # when done (release: at quit)

Each ``Event`` told has a ``kind`` for the board (a move to animate, a take-back, the end) and
``words()`` for the chat panel; what this side may not do now raises ``Refusal``, whose
``words(friend_name)`` is the sentence. ``LinkError.words()`` says why a link failed.
"""
