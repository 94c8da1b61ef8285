<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
  <context>
    <name>core</name>
    <message>
      <location filename="../../core/games/ambush/evaluation.py" line="180" />
      <source>places a {size} on {where}: blocks {player}'s ambush there</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="75" />
      <source>both sides capture: choose whose captures come first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="77" />
      <source>{player} takes the {size} on {square}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="85" />
      <source>no capture</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/pylon/evaluation.py" line="150" />
      <source>ends the game: {player} wins {a}-{b}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/pylon/evaluation.py" line="155" />
      <source>moves a stack onto {player}'s stack on {where}: takes {height} points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/pylon/evaluation.py" line="161" />
      <source>moves a stack onto {where}: {player} now tops {height}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/pylon/evaluation.py" line="184" />
      <source>places a {size} on {where}: it can climb onto {count} of {player}'s pyramids</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/pylon/evaluation.py" line="191" />
      <source>places a {size} on {where}, next to {player}'s pyramids</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/pylos/clicks.py" line="97" />
      <source>{ball} is {owner}'s ball: you may only move your own</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/pylos/evaluation.py" line="155" />
      <source>leaves {player} without balls: wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/pylos/evaluation.py" line="165" />
      <source>blocks {player}'s square at {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/pylos/rules.py" line="392" />
      <source>{player} has no ball left in reserve: raise a ball instead</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/pylos/rules.py" line="401" />
      <source>{ball} is {owner}'s ball: you may only raise your own</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/pylos/rules.py" line="425" />
      <source>this completes a {kind} of {player}'s colour: take back one or two balls (for example {example})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/pylos/rules.py" line="483" />
      <source>{player} placed the top ball</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/pylos/rules.py" line="492" />
      <source>{player} has no ball left in reserve</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/pylos/rules.py" line="498" />
      <source>{player} has no ball in reserve and no ball to raise</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../core/games/pylos/words.py" line="61" />
      <source>take back only {ball}</source>
      <translation type="unfinished" />
    </message>
  </context>
</TS>
