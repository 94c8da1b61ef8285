<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
  <context>
    <name>core</name>
    <message numerus="yes">
      <location filename="../../core/games/ambush/words.py" line="40" />
      <source>{by} captured the {size} pyramid of {owner} on {square} — %n pips</source>
      <translation>
        <numerusform>{by} captured the {size} pyramid of {owner} on {square} — %n pip</numerusform>
        <numerusform>{by} captured the {size} pyramid of {owner} on {square} — %n pips</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/ambush/words.py" line="60" />
      <source>%n pips</source>
      <translation>
        <numerusform>%n pip</numerusform>
        <numerusform>%n pips</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/ambush/words.py" line="63" />
      <source>captured %n pips</source>
      <translation>
        <numerusform>captured %n pip</numerusform>
        <numerusform>captured %n pips</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylon/words.py" line="27" />
      <source>%n points</source>
      <translation>
        <numerusform>%n point</numerusform>
        <numerusform>%n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylon/words.py" line="44" />
      <source>stacking · %n stacks</source>
      <translation>
        <numerusform>stacking · %n stack</numerusform>
        <numerusform>stacking · %n stacks</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylon/words.py" line="109" />
      <source>{player} put the stack on {origin} onto the stack of {loser} on {target}: its %n pyramids now score for {owner}</source>
      <translation>
        <numerusform>{player} put the stack on {origin} onto the stack of {loser} on {target}: %n pyramid now scores for {owner}</numerusform>
        <numerusform>{player} put the stack on {origin} onto the stack of {loser} on {target}: its %n pyramids now score for {owner}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylon/words.py" line="123" />
      <source>{player} put the stack on {origin} onto {target}: %n pyramids for {owner}</source>
      <translation>
        <numerusform>{player} put the stack on {origin} onto {target}: %n pyramid for {owner}</numerusform>
        <numerusform>{player} put the stack on {origin} onto {target}: %n pyramids for {owner}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylon/words.py" line="144" />
      <source>tallest stack: %n pyramids on {square}, for {player}</source>
      <translation>
        <numerusform>tallest stack: %n pyramid on {square}, for {player}</numerusform>
        <numerusform>tallest stack: %n pyramids on {square}, for {player}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylos/words.py" line="26" />
      <source>%n balls</source>
      <translation>
        <numerusform>%n ball</numerusform>
        <numerusform>%n balls</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylos/words.py" line="30" />
      <source>%n balls in reserve</source>
      <translation>
        <numerusform>%n ball in reserve</numerusform>
        <numerusform>%n balls in reserve</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylos/words.py" line="35" />
      <source>%n balls on the board</source>
      <translation>
        <numerusform>%n ball on the board</numerusform>
        <numerusform>%n balls on the board</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylos/words.py" line="84" />
      <source>{player} took back the ball on {place}: %n balls in reserve</source>
      <translation>
        <numerusform>{player} took back the ball on {place}: %n ball in reserve</numerusform>
        <numerusform>{player} took back the ball on {place}: %n balls in reserve</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylos/words.py" line="93" />
      <source>{player} took back the balls on {first} and {second}: %n balls in reserve</source>
      <translation>
        <numerusform>{player} took back the balls on {first} and {second}: %n ball in reserve</numerusform>
        <numerusform>{player} took back the balls on {first} and {second}: %n balls in reserve</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/kit.py" line="52" />
      <source>%n units</source>
      <translation>
        <numerusform>%n unit</numerusform>
        <numerusform>%n units</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/study/puzzles/texts.py" line="72" />
      <source>{moves} and %n others</source>
      <translation>
        <numerusform>{moves} and %n other</numerusform>
        <numerusform>{moves} and %n others</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/study/puzzles/texts.py" line="193" />
      <source>{moves} end the game at once.</source>
      <translation>
        <numerusform>{moves} ends the game at once.</numerusform>
        <numerusform>{moves} end the game at once.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/study/puzzles/texts.py" line="212" />
      <source>%n other replies are answered otherwise.</source>
      <translation>
        <numerusform>%n other reply is answered otherwise.</numerusform>
        <numerusform>%n other replies are answered otherwise.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/study/puzzles/titles.py" line="40" />
      <source>{goal} in %n moves</source>
      <translation>
        <numerusform>{goal} in %n move</numerusform>
        <numerusform>{goal} in %n moves</numerusform>
      </translation>
    </message>
  </context>
</TS>
