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
never loads it. What the window needs, in order::

    link = WormholeLink(relay_url, on_status=show_connection)   # "lost" / "back"
    code = await link.invite()            # or: await link.join(code)
    match = await meet(link, my_hello)    # hellos exchanged, records compared: a Match
    match.on_event = show                 # each Event: words() for the chat panel, kind for
                                          # the board (a move to animate, a take-back, the end)
    link.start(match)                     # the friend's messages go to match.receive
    match.play("1a1"); match.offer(TAKEBACK); match.answer(True); match.say("hi")
"""
