<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
  <context>
    <name>core</name>
    <message>
      <location filename="../../core/api.py" line="72" />
      <source>option {option} has no value {value} (allowed: {allowed})</source>
      <translation>l'option {option} n'a pas de valeur {value} (valeurs permises : {allowed})</translation>
    </message>
    <message>
      <location filename="../../core/api.py" line="83" />
      <source>option {option} needs a whole number ≥ 0, not {value}</source>
      <translation>l'option {option} demande un nombre entier ≥ 0, pas {value}</translation>
    </message>
    <message>
      <location filename="../../core/api.py" line="234" />
      <source>{game} has no proposal {name}</source>
      <translation>{game} n'a pas de proposition {name}</translation>
    </message>
    <message>
      <location filename="../../core/api.py" line="235" />
      <source>that cannot be proposed now</source>
      <translation>cela ne peut pas être proposé maintenant</translation>
    </message>
    <message>
      <location filename="../../core/api.py" line="241" />
      <source>that cannot be agreed here</source>
      <translation>cela ne peut pas être accepté ici</translation>
    </message>
    <message>
      <location filename="../../core/api.py" line="290" />
      <source>{game} has no option {option} (options: {known})</source>
      <translation>{game} n'a pas d'option {option} (options : {known})</translation>
    </message>
    <message>
      <location filename="../../core/api.py" line="294" />
      <source>none</source>
      <translation>aucune</translation>
    </message>
    <message>
      <location filename="../../core/builder.py" line="221" />
      <source>that is not something you can click now</source>
      <translation>vous ne pouvez pas cliquer là maintenant</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/__init__.py" line="18" />
      <source>Use a coaster</source>
      <translation>Tournez un sous-verre</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/__init__.py" line="23" />
      <source>Capture two at once</source>
      <translation>Prenez-en deux d'un coup</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/__init__.py" line="28" />
      <source>Make a sandwich</source>
      <translation>Faites un sandwich</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/__init__.py" line="33" />
      <source>Stop the sandwich</source>
      <translation>Empêchez le sandwich</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/__init__.py" line="38" />
      <source>Win without capturing</source>
      <translation>Gagnez sans capturer</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/__init__.py" line="46" />
      <source>Win against Master</source>
      <translation>Battez le niveau Maître</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/__init__.py" line="47" />
      <source>Win by {n} pips or more</source>
      <translation>Gagnez avec {n} points d'avance ou plus</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/__init__.py" line="48" />
      <source>Don't lose against Master</source>
      <translation>Ne perdez pas contre le niveau Maître</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/__init__.py" line="52" />
      <source>{title}, pips {a} to {b}</source>
      <translation>{title}, points {a} à {b}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/board.py" line="16" />
      <source>Blue</source>
      <translation>Bleu</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/board.py" line="16" />
      <source>Red</source>
      <translation>Rouge</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/board.py" line="35" />
      <source>NE</source>
      <translation>NE</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/board.py" line="35" />
      <source>NW</source>
      <translation>NO</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/board.py" line="35" />
      <source>SE</source>
      <translation>SE</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/board.py" line="35" />
      <source>SW</source>
      <translation>SO</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/clicks.py" line="60" />
      <source>choose a coaster to turn first</source>
      <translation>choisissez d'abord un sous-verre à tourner</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/clicks.py" line="62" />
      <source>this rotation gives no choice of order</source>
      <translation>cette rotation ne laisse pas le choix de l'ordre</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/clicks.py" line="64" />
      <source>finish turning {coaster} first, or step back</source>
      <translation>terminez d'abord la rotation de {coaster}, ou revenez en arrière</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/clicks.py" line="75" />
      <source>that tree belongs to {owner}: you place and pay from your own trees</source>
      <translation>cet arbre appartient à {owner} : vous posez et payez avec vos propres arbres</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/clicks.py" line="80" />
      <source>this tree is empty: take the top of another of your trees</source>
      <translation>cet arbre est vide : prenez le sommet d'un autre de vos arbres</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/evaluation.py" line="222" />
      <source>turns {coaster} by {angle}°</source>
      <translation>tourne {coaster} de {angle}°</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/evaluation.py" line="228" />
      <source>places a {size} on {where}</source>
      <translation>pose une {size} en {where}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/evaluation.py" line="235" />
      <source>{action}: captures {captured} but loses {lost}</source>
      <translation>{action} : capture {captured} mais perd {lost}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/evaluation.py" line="241" />
      <source>{action}: captures {captured}</source>
      <translation>{action} : capture {captured}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/evaluation.py" line="243" />
      <source>{action}, losing {lost}</source>
      <translation>{action}, et perd {lost}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/evaluation.py" line="253" />
      <source>places a {size} on {where}: blocks an ambush of {player} there</source>
      <translation>pose une {size} en {where} : y bloque une embuscade de {player}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/evaluation.py" line="264" />
      <source>{action}: stops the sandwich {player} threatened on {where}</source>
      <translation>{action} : empêche le sandwich que {player} menaçait en {where}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/evaluation.py" line="273" />
      <source>{action}: prepares a sandwich, to be closed on {where}</source>
      <translation>{action} : prépare un sandwich, à refermer en {where}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/evaluation.py" line="278" />
      <source>{action}: a quiet move, nothing to capture or to stop</source>
      <translation>{action} : un coup tranquille, rien à prendre ni à empêcher</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/evaluation.py" line="283" />
      <source>a {size} on {square}</source>
      <translation>une {size} en {square}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/evaluation.py" line="290" />
      <source>{items} and {last}</source>
      <translation>{items} et {last}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/ideas.py" line="19" />
      <source>makes a sandwich: captures {captured}</source>
      <translation>fait un sandwich : prend {captured}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/ideas.py" line="20" />
      <source>captures two pyramids at once: {captured}</source>
      <translation>prend deux pyramides d'un coup : {captured}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/ideas.py" line="21" />
      <source>turns the {coaster} coaster to capture {captured}</source>
      <translation>tourne le sous-verre {coaster} pour prendre {captured}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/ideas.py" line="22" />
      <source>gives up {lost}</source>
      <translation>abandonne {lost}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/ideas.py" line="23" />
      <source>stops the sandwich of {player} on {where}</source>
      <translation>empêche le sandwich de {player} en {where}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/ideas.py" line="24" />
      <source>stops the coaster turn that would give {player} {captured}</source>
      <translation>empêche la rotation qui donnerait à {player} {captured}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/ideas.py" line="25" />
      <source>prepares a sandwich of {where}</source>
      <translation>prépare un sandwich de {where}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/ideas.py" line="26" />
      <source>ends with the most pips captured, {a} to {b}</source>
      <translation>finit avec le plus de points capturés, {a} à {b}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/legality.py" line="40" />
      <source>{move} is not an Ambush move</source>
      <translation>{move} n'est pas un coup d'Ambush</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/legality.py" line="43" />
      <source>no tree of yours has a {size} on top (tops: {tops})</source>
      <translation>aucun de vos arbres n'a une {size} au sommet (sommets : {tops})</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/legality.py" line="51" />
      <source>{square} holds your opponent's pyramids: place on an empty square or on your own</source>
      <translation>{square} porte des pyramides de l'adversaire : posez sur une case vide ou sur l'une de vos piles</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/legality.py" line="57" />
      <source>{coaster} was rotated on the previous turn: turn another</source>
      <translation>{coaster} a tourné au tour précédent : tournez-en un autre</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/legality.py" line="62" />
      <source>'~' is only for rotations where the order of captures changes the result</source>
      <translation>« ~ » ne sert qu'aux rotations où l'ordre des captures change le résultat</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/legality.py" line="84" />
      <source>{player}: {total} {size} pyramids in all (board, trees, captured by the opponent, paid), where 5 are expected</source>
      <translation>{player} : {total} pyramides de taille « {size} » en tout (sur le plateau, dans les arbres, capturées par l'adversaire, payées), alors qu'il en faut 5</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/legality.py" line="95" />
      <source>{first} has played {first_count} pyramids and {second} {second_count}: that cannot be player {number}'s turn</source>
      <translation>{first} a joué {first_count} pyramides et {second} {second_count} : le trait ne peut pas être au joueur {number}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/notation.py" line="49" />
      <source>{text}: a rotation starts with the size paid (S, M or L), e.g. S@NE90</source>
      <translation>{text} : une rotation commence par la taille payée (S, M ou L), par exemple S@NE90</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/notation.py" line="54" />
      <source>{text}: coasters are NW, NE, SW and SE</source>
      <translation>{text} : les sous-verres sont NW, NE, SW et SE</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/notation.py" line="55" />
      <source>{text}: the angle is 90, 180 or 270, clockwise, then '~' if wanted</source>
      <translation>{text} : l'angle est 90, 180 ou 270, dans le sens horaire, puis « ~ » si voulu</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/notation.py" line="64" />
      <source>{text} is not an Ambush move (place 'Sb2', rotate 'S@NE90')</source>
      <translation>{text} n'est pas un coup d'Ambush (poser « Sb2 », tourner « S@NE90 »)</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/notation.py" line="85" />
      <source>an Ambush position is 'BOARD MOVER TREES1 TREES2 CAPTURED1 CAPTURED2 PAID1 PAID2 LAST', not {text}</source>
      <translation>une position d'Ambush s'écrit 'PLATEAU TRAIT ARBRES1 ARBRES2 CAPTURÉES1 CAPTURÉES2 PAYÉES1 PAYÉES2 DERNIER', pas {text}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/notation.py" line="98" />
      <source>{square} mixes both players' pyramids</source>
      <translation>{square} mêle les pyramides des deux joueurs</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/notation.py" line="103" />
      <source>{text}: the player to move is 1 or 2</source>
      <translation>{text} : le joueur qui a le trait est 1 ou 2</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/notation.py" line="109" />
      <source>{text}: the last rotated coaster is NW, NE, SW, SE or -</source>
      <translation>{text} : le dernier sous-verre tourné est NW, NE, SW, SE ou -</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/notation.py" line="119" />
      <source>{text}: five trees separated by '.', each LMS, LM, L or - (used up)</source>
      <translation>{text} : cinq arbres séparés par '.', chacun LMS, LM, L ou - (épuisé)</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/rules.py" line="302" />
      <source>the game is over</source>
      <translation>la partie est terminée</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/rules.py" line="336" />
      <source>all 30 pyramids have been played</source>
      <translation>les 30 pyramides ont été jouées</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/rules.py" line="376" />
      <source>Ambush</source>
      <translation>Ambush</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/rules.py" line="382" />
      <source>Whether sandwiches along diagonals capture too.</source>
      <translation>Les prises en sandwich en diagonale capturent-elles aussi ?</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/rules.py" line="385" />
      <source>only rows and columns capture (the published text)</source>
      <translation>seules les lignes et les colonnes capturent (la règle publiée)</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/rules.py" line="386" />
      <source>diagonal lines capture too (as a lost example suggests)</source>
      <translation>les diagonales capturent aussi (comme le suggère un exemple perdu)</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/rules.py" line="388" />
      <source>diagonal</source>
      <translation>diagonales</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/rules.py" line="389" />
      <source>off</source>
      <translation>non</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/rules.py" line="389" />
      <source>on</source>
      <translation>oui</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="20" />
      <source>Turn 90° clockwise</source>
      <translation>Tourner de 90° dans le sens horaire</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="21" />
      <source>Turn 180°</source>
      <translation>Tourner de 180°</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="22" />
      <source>Turn 90° anticlockwise</source>
      <translation>Tourner de 90° dans le sens antihoraire</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="25" />
      <source>bottom left</source>
      <translation>en bas à gauche</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="25" />
      <source>bottom right</source>
      <translation>en bas à droite</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="25" />
      <source>top left</source>
      <translation>en haut à gauche</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="25" />
      <source>top right</source>
      <translation>en haut à droite</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="28" />
      <source>a quarter turn clockwise</source>
      <translation>d'un quart de tour dans le sens horaire</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="29" />
      <source>a half turn</source>
      <translation>d'un demi-tour</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="30" />
      <source>a quarter turn anticlockwise</source>
      <translation>d'un quart de tour dans le sens antihoraire</translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/ambush/words.py" line="40" />
      <source>{by} captured the {size} pyramid of {owner} on {square} — %n pips</source>
      <translation>
        <numerusform>{by} a pris la {size} de {owner} en {square} — %n point</numerusform>
        <numerusform>{by} a pris la {size} de {owner} en {square} — %n points</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="52" />
      <source>Sandwich your opponent's pyramids on four turning coasters; capture the most pips.</source>
      <translation>Prenez en sandwich les pyramides adverses sur quatre sous-verres qui tournent ; capturez le plus de points.</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="55" />
      <source>designed by Jason Spears and Erik Oosterwal (2008), an Icehouse game</source>
      <translation>conçu par Jason Spears et Erik Oosterwal (2008), un jeu Icehouse</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="57" />
      <source>pips captured</source>
      <translation>points capturés</translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/ambush/words.py" line="60" />
      <source>%n pips</source>
      <translation>
        <numerusform>%n point</numerusform>
        <numerusform>%n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/ambush/words.py" line="63" />
      <source>captured %n pips</source>
      <translation>
        <numerusform>%n point capturé</numerusform>
        <numerusform>%n points capturés</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="67" />
      <source>turn {turn} of {turns}</source>
      <translation>tour {turn} sur {turns}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="72" />
      <source>both sides capture: choose whose captures are made first.</source>
      <translation>les deux camps capturent : choisissez quelles captures se font en premier.</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="75" />
      <source>choose how far to turn the {coaster} coaster ({corner}).</source>
      <translation>choisissez de combien tourner le sous-verre {coaster} ({corner}).</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="81" />
      <source>choose the tree top that pays for turning {coaster}.</source>
      <translation>choisissez le sommet d'arbre qui paie la rotation de {coaster}.</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="87" />
      <source>choose the tree whose top goes on {square}.</source>
      <translation>choisissez l'arbre dont le sommet va en {square}.</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="91" />
      <source>place your {size} on an empty square or one of your stacks, or click a coaster's arrow to pay it for a turn.</source>
      <translation>posez votre {size} sur une case vide ou sur l'une de vos piles, ou cliquez sur la flèche d'un sous-verre pour payer sa rotation.</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="97" />
      <source>place your {size} on an empty square or one of your stacks.</source>
      <translation>posez votre {size} sur une case vide ou sur l'une de vos piles.</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="102" />
      <source>place the top of one of your trees on the board.</source>
      <translation>posez le sommet de l'un de vos arbres sur le plateau.</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="103" />
      <source>place the top of one of your trees on the board, or click a coaster's arrow to turn it.</source>
      <translation>posez le sommet de l'un de vos arbres sur le plateau, ou cliquez sur la flèche d'un sous-verre pour le tourner.</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="113" />
      <source>captures of {player} first</source>
      <translation>Captures de {player} d'abord</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="125" />
      <source>both sides capture: choose whose captures come first</source>
      <translation>les deux camps capturent : choisissez quelles captures viennent en premier</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="127" />
      <source>{player} to take the {size} on {square}</source>
      <translation>{player} prendrait la {size} en {square}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="135" />
      <source>no capture</source>
      <translation>aucune capture</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="144" />
      <source>{player} paid a {size} pyramid to turn the {coaster} coaster ({corner}) {angle}</source>
      <translation>{player} a payé une {size} pour tourner le sous-verre {coaster} ({corner}) {angle}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="173" />
      <source>biggest capture: {capture}</source>
      <translation>plus grosse prise : {capture}</translation>
    </message>
    <message>
      <location filename="../../core/games/ambush/words.py" line="176" />
      <source>captures: {first} {a}, {second} {b} · coasters turned: {first} {c}, {second} {d}</source>
      <translation>prises : {first} {a}, {second} {b} · sous-verres tournés : {first} {c}, {second} {d}</translation>
    </message>
    <message>
      <location filename="../../core/games/icehouse.py" line="19" />
      <source>large</source>
      <translation>grande</translation>
    </message>
    <message>
      <location filename="../../core/games/icehouse.py" line="19" />
      <source>medium</source>
      <translation>moyenne</translation>
    </message>
    <message>
      <location filename="../../core/games/icehouse.py" line="19" />
      <source>small</source>
      <translation>petite</translation>
    </message>
    <message>
      <location filename="../../core/games/icehouse.py" line="22" />
      <source>L</source>
      <translation>G</translation>
    </message>
    <message>
      <location filename="../../core/games/icehouse.py" line="22" />
      <source>M</source>
      <translation>M</translation>
    </message>
    <message>
      <location filename="../../core/games/icehouse.py" line="22" />
      <source>S</source>
      <translation>P</translation>
    </message>
    <message>
      <location filename="../../core/games/icehouse.py" line="52" />
      <source>{text} is not a pyramid (S M L for the first player, s m l)</source>
      <translation>{text} n'est pas une pyramide (S M L pour le premier joueur, s m l pour le second)</translation>
    </message>
    <message>
      <location filename="../../core/games/icehouse.py" line="67" />
      <source>the board needs {rows} rows separated by '/', not {count}</source>
      <translation>le plateau doit avoir {rows} rangées séparées par '/', pas {count}</translation>
    </message>
    <message>
      <location filename="../../core/games/icehouse.py" line="78" />
      <source>row {number} needs {cols} squares separated by ',' </source>
      <translation>la rangée {number} doit avoir {cols} cases séparées par ','</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/__init__.py" line="16" />
      <source>Top a stack</source>
      <translation>Coiffez une pile</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/__init__.py" line="21" />
      <source>Give points to win more</source>
      <translation>Donnez des points pour gagner plus</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/__init__.py" line="26" />
      <source>Win by stacking</source>
      <translation>Gagnez en empilant</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/__init__.py" line="35" />
      <source>Win by {n} points or more</source>
      <translation>Gagnez avec {n} points d'avance ou plus</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/__init__.py" line="40" />
      <source>{title}, points {a} to {b}</source>
      <translation>{title}, points {a} à {b}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/clicks.py" line="49" />
      <source>that stash belongs to {owner}: you place pyramids from your own</source>
      <translation>cette réserve appartient à {owner} : vous posez des pyramides de la vôtre</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/clicks.py" line="65" />
      <source>there is no stack on {square}</source>
      <translation>il n'y a pas de pile en {square}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/clicks.py" line="66" />
      <source>the stack on {square} cannot move: no neighbouring stack has a top at least as large</source>
      <translation>la pile en {square} ne peut pas bouger : aucune pile voisine n'a un sommet au moins aussi grand</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/evaluation.py" line="164" />
      <source>ends the game in a draw, {a}-{b}</source>
      <translation>termine la partie sur un match nul, {a}-{b}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/evaluation.py" line="166" />
      <source>ends the game: a win for {player}, {a}-{b}</source>
      <translation>termine la partie : victoire de {player}, {a}-{b}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/evaluation.py" line="173" />
      <source>moves a stack onto a stack of {player} on {where}: takes {height} points</source>
      <translation>déplace une pile sur une pile de {player} en {where} : prend {height} points</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/evaluation.py" line="179" />
      <source>moves a stack onto {where}: a stack of {height} now topped by {player}</source>
      <translation>déplace une pile sur {where} : une pile de {height} désormais coiffée par {player}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/evaluation.py" line="199" />
      <source>places a {size} on {where}: away from the other side's pyramids, where none can climb on it yet</source>
      <translation>pose une {size} en {where} : loin des pyramides adverses, où aucune ne peut encore monter dessus</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/evaluation.py" line="207" />
      <source>places a {size} on {where}: it can climb onto {count} pyramids of {player}</source>
      <translation>pose une {size} en {where} : elle peut monter sur {count} pyramides de {player}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/evaluation.py" line="214" />
      <source>places a {size} on {where}: next to pyramids of {player}, too large to climb them</source>
      <translation>pose une {size} en {where} : à côté de pyramides de {player}, trop grande pour monter dessus</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/ideas.py" line="16" />
      <source>tops the stack of {player} on {where}: its {height} points now count for {mover}</source>
      <translation>coiffe la pile de {player} en {where} : ses {height} points comptent désormais pour {mover}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/ideas.py" line="17" />
      <source>makes the stack on {where} unmovable: its {height} points stay with {player}</source>
      <translation>rend la pile en {where} immobile : ses {height} points restent à {player}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/ideas.py" line="18" />
      <source>gives up {points} points for now, to win more later</source>
      <translation>cède {points} points pour l'instant, pour en gagner plus ensuite</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/ideas.py" line="19" />
      <source>stops {player} from topping the stack on {where}</source>
      <translation>empêche {player} de coiffer la pile en {where}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/ideas.py" line="20" />
      <source>prepares to top the stack of {player} on {where}</source>
      <translation>prépare de quoi coiffer la pile de {player} en {where}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/ideas.py" line="21" />
      <source>leaves no stack able to move, with {player} ahead {a} points to {b}</source>
      <translation>ne laisse aucune pile pouvoir bouger, {player} menant {a} points à {b}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="35" />
      <source>Propose to end the game now</source>
      <translation>Proposer d'arrêter la partie maintenant</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="35" />
      <source>ended by agreement</source>
      <translation>terminée d'un commun accord</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="200" />
      <source>all 30 pyramids are placed: move a stack onto a neighbouring stack now</source>
      <translation>les 30 pyramides sont posées : déplacez maintenant une pile sur une pile voisine</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="204" />
      <source>you have no {size} pyramid left</source>
      <translation>il ne vous reste plus de {size}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="206" />
      <source>{square} is taken: place on an empty square</source>
      <translation>{square} est occupée : posez sur une case vide</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="212" />
      <source>stacks move only once all 30 pyramids are placed</source>
      <translation>les piles ne bougent qu'une fois les 30 pyramides posées</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="217" />
      <source>{target} is not next to {origin} (one step, no diagonals)</source>
      <translation>{target} n'est pas voisine de {origin} (une case, pas en diagonale)</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="223" />
      <source>a stack moves only onto another stack: {square} is empty</source>
      <translation>une pile ne va que sur une autre pile : {square} est vide</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="228" />
      <source>the bottom of the moving stack ({bottom}) is larger than the top of {square} ({top})</source>
      <translation>le bas de la pile déplacée ({bottom}) est plus grand que le sommet de {square} ({top})</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="236" />
      <source>{move} is not a Pylon move</source>
      <translation>{move} n'est pas un coup de Pylon</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="264" />
      <source>the game is already over</source>
      <translation>la partie est déjà terminée</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="266" />
      <source>the game can be ended early only once stacking has begun</source>
      <translation>la partie ne peut être arrêtée avant la fin qu'une fois l'empilement commencé</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="314" />
      <source>the players agreed to end the game</source>
      <translation>les joueurs ont décidé d'un commun accord d'arrêter la partie</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="316" />
      <source>no stack can move</source>
      <translation>aucune pile ne peut bouger</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="341" />
      <source>Pylon</source>
      <translation>Pylon</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="355" />
      <source>{text}: sizes are written in capitals (S, M, L)</source>
      <translation>{text} : les tailles s'écrivent en majuscules (S, M, L)</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="358" />
      <source>{text} is not a Pylon move (place 'Ma3', move a stack 'c3-d3')</source>
      <translation>{text} n'est pas un coup de Pylon (poser « Ma3 », déplacer une pile « c3-d3 »)</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="376" />
      <source>a Pylon position is 'BOARD MOVER STASH1-STASH2 [agreed]', not {text}</source>
      <translation>une position de Pylon s'écrit 'PLATEAU TRAIT RÉSERVE1-RÉSERVE2 [agreed]', pas {text}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="386" />
      <source>{text}: stashes are written like 555-555 (S M L counts)</source>
      <translation>{text} : les réserves s'écrivent comme 555-555 (nombres de S, de M et de L)</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="398" />
      <source>{player}: {on_board} {size} pyramids on the board and {in_stash} in the stash, where 5 are expected</source>
      <translation>{player} : {on_board} pyramides de taille « {size} » sur le plateau et {in_stash} dans la réserve, alors qu'il en faut 5</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="409" />
      <source>stacks cannot exist before every pyramid is placed</source>
      <translation>il ne peut pas y avoir de piles avant que toutes les pyramides soient posées</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/rules.py" line="412" />
      <source>a game can be ended by agreement only while stacking</source>
      <translation>une partie ne peut se terminer d'un commun accord que pendant l'empilement</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/words.py" line="19" />
      <source>Place Icehouse pyramids on a 5×6 board, then stack them; the tallest stacks score.</source>
      <translation>Posez des pyramides Icehouse sur un plateau de 5×6, puis empilez-les ; les plus hautes piles rapportent.</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/words.py" line="22" />
      <source>designed by Doug Orleans (2005), an Icehouse game</source>
      <translation>conçu par Doug Orleans (2005), un jeu Icehouse</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/words.py" line="24" />
      <source>points</source>
      <translation>points</translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylon/words.py" line="27" />
      <source>%n points</source>
      <translation>
        <numerusform>%n point</numerusform>
        <numerusform>%n points</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/words.py" line="33" />
      <source>stash: {small} S · {medium} M · {large} L</source>
      <translation>réserve : {small} P · {medium} M · {large} G</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/words.py" line="36" />
      <source>score {score}</source>
      <translation>score {score}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/words.py" line="42" />
      <source>placing · {placed} of 30</source>
      <translation>pose · {placed} sur 30</translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylon/words.py" line="44" />
      <source>stacking · %n stacks</source>
      <translation>
        <numerusform>empilement · %n pile</numerusform>
        <numerusform>empilement · %n piles</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/words.py" line="52" />
      <source>place your {size} pyramid on an empty square.</source>
      <translation>posez votre {size} sur une case vide.</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/words.py" line="58" />
      <source>choose the size to place on {square} (click your stash).</source>
      <translation>choisissez la taille à poser en {square} (cliquez sur votre réserve).</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/words.py" line="61" />
      <source>click a pyramid in your stash, then an empty square (or the square first).</source>
      <translation>cliquez sur une pyramide de votre réserve, puis sur une case vide (ou d'abord sur la case).</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/words.py" line="66" />
      <source>move the stack on {square} onto a marked neighbouring stack, or click it again to let go.</source>
      <translation>déplacez la pile de {square} sur une pile voisine marquée, ou cliquez de nouveau dessus pour la lâcher.</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/words.py" line="71" />
      <source>click a stack, then a neighbouring stack whose top is at least as large as its bottom.</source>
      <translation>cliquez sur une pile, puis sur une pile voisine dont le sommet est au moins aussi grand que son bas.</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/words.py" line="78" />
      <source>{proposer} proposed to end the game now, with the scores on the board: {first_name} {first} – {second} {second_name}.

{other}, do you accept?</source>
      <translation>{proposer} a proposé d'arrêter la partie maintenant, avec les scores du plateau : {first_name} {first} – {second} {second_name}.

{other}, acceptez-vous ?</translation>
    </message>
    <message>
      <location filename="../../core/games/pylon/words.py" line="100" />
      <source>the board is full: stacking begins, {player} to move first</source>
      <translation>le plateau est plein : l'empilement commence, {player} joue en premier</translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylon/words.py" line="109" />
      <source>{player} put the stack on {origin} onto the stack of {loser} on {target}: its %n pyramids now score for {owner}</source>
      <translation>
        <numerusform>{player} a posé la pile de {origin} sur la pile de {loser} en {target} : sa %n pyramide compte désormais pour {owner}</numerusform>
        <numerusform>{player} a posé la pile de {origin} sur la pile de {loser} en {target} : ses %n pyramides comptent désormais pour {owner}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylon/words.py" line="123" />
      <source>{player} put the stack on {origin} onto {target}: %n pyramids for {owner}</source>
      <translation>
        <numerusform>{player} a posé la pile de {origin} sur {target} : %n pyramide pour {owner}</numerusform>
        <numerusform>{player} a posé la pile de {origin} sur {target} : %n pyramides pour {owner}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylon/words.py" line="144" />
      <source>tallest stack: %n pyramids on {square}, for {player}</source>
      <translation>
        <numerusform>plus haute pile : %n pyramide en {square}, pour {player}</numerusform>
        <numerusform>plus haute pile : %n pyramides en {square}, pour {player}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/__init__.py" line="17" />
      <source>Take balls back</source>
      <translation>Reprenez des billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/__init__.py" line="22" />
      <source>Save a ball</source>
      <translation>Économisez une bille</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/__init__.py" line="27" />
      <source>Stop a square</source>
      <translation>Empêchez un carré</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/__init__.py" line="32" />
      <source>Reach the top first</source>
      <translation>Atteignez le sommet</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/__init__.py" line="37" />
      <source>Win the ball race</source>
      <translation>Gagnez la course aux billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/__init__.py" line="47" />
      <source>Hold on for {n} moves, at most a ball behind</source>
      <translation>Tenez {n} coups, au plus une bille de retard</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/__init__.py" line="51" />
      <source>{title}, reserve {a} to {b}</source>
      <translation>{title}, réserve {a} à {b}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/board.py" line="22" />
      <source>Dark</source>
      <translation>Foncé</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/board.py" line="22" />
      <source>Light</source>
      <translation>Clair</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/clicks.py" line="86" />
      <source>take back at least one ball first</source>
      <translation>reprenez d'abord au moins une bille</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/clicks.py" line="87" />
      <source>{ball} supports another ball: take back the ball above it first</source>
      <translation>{ball} porte une autre bille : reprenez d'abord la bille du dessus</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/clicks.py" line="99" />
      <source>{ball} belongs to {owner}: you may only move your own</source>
      <translation>{ball} appartient à {owner} : vous ne pouvez déplacer que les vôtres</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/clicks.py" line="105" />
      <source>{ball} supports another ball</source>
      <translation>{ball} porte une autre bille</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/clicks.py" line="106" />
      <source>{ball} has no free place higher up to go to</source>
      <translation>{ball} n'a aucune place libre plus haut où monter</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/clicks.py" line="112" />
      <source>the levels map only shows where the balls are: click {place} on the board itself</source>
      <translation>le plan des niveaux montre seulement où sont les billes : cliquez sur {place} sur le plateau lui-même</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/clicks.py" line="118" />
      <source>that reserve belongs to {owner}: your balls come from your own</source>
      <translation>cette réserve appartient à {owner} : vos billes viennent de la vôtre</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/clicks.py" line="123" />
      <source>a ball taken back goes to your reserve by itself: click it on the board</source>
      <translation>une bille reprise retourne d'elle-même dans votre réserve : cliquez dessus sur le plateau</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/clicks.py" line="124" />
      <source>a ball comes from your reserve by itself: click the place where it goes</source>
      <translation>une bille vient d'elle-même de votre réserve : cliquez sur la place où elle va</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/evaluation.py" line="147" />
      <source>places the top ball and wins</source>
      <translation>pose la bille du sommet et gagne</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/evaluation.py" line="148" />
      <source>leaves {player} without balls: wins</source>
      <translation>laisse {player} sans bille : gagne</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/evaluation.py" line="156" />
      <source>completes a square and takes back one ball</source>
      <translation>complète un carré et reprend une bille</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/evaluation.py" line="157" />
      <source>completes a square and takes back two balls</source>
      <translation>complète un carré et reprend deux billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/evaluation.py" line="159" />
      <source>completes a line and takes back one ball</source>
      <translation>complète une ligne et reprend une bille</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/evaluation.py" line="160" />
      <source>completes a line and takes back two balls</source>
      <translation>complète une ligne et reprend deux billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/evaluation.py" line="162" />
      <source>raises a ball from {origin} to {target}: saves a ball</source>
      <translation>monte une bille de {origin} à {target} : économise une bille</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/evaluation.py" line="168" />
      <source>places a ball on {place}: blocks a square of {player} there</source>
      <translation>pose une bille en {place} : y bloque un carré de {player}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/evaluation.py" line="178" />
      <source>prepares a square: {place} would complete it</source>
      <translation>prépare un carré : {place} le compléterait</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/evaluation.py" line="182" />
      <source>places a ball on {place}: a quiet move, no square to make or to block</source>
      <translation>pose une bille en {place} : un coup tranquille, aucun carré à faire ni à bloquer</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/ideas.py" line="18" />
      <source>places the top ball</source>
      <translation>pose la bille du sommet</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/ideas.py" line="19" />
      <source>completes a square on {place} and takes back one ball</source>
      <translation>complète un carré en {place} et reprend une bille</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/ideas.py" line="20" />
      <source>completes a square on {place} and takes back two balls</source>
      <translation>complète un carré en {place} et reprend deux billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/ideas.py" line="21" />
      <source>completes a line on {place} and takes back one ball</source>
      <translation>complète une ligne en {place} et reprend une bille</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/ideas.py" line="22" />
      <source>completes a line on {place} and takes back two balls</source>
      <translation>complète une ligne en {place} et reprend deux billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/ideas.py" line="23" />
      <source>raises a ball from {origin} to {target}, saving a ball of the reserve</source>
      <translation>monte une bille de {origin} à {target}, ce qui économise une bille de la réserve</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/ideas.py" line="24" />
      <source>blocks the square {player} would complete on {place}</source>
      <translation>bloque le carré que {player} compléterait en {place}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/ideas.py" line="25" />
      <source>prepares a square that {place} would complete</source>
      <translation>prépare un carré que {place} compléterait</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/ideas.py" line="26" />
      <source>forces {player} to spend the last ball of the reserve</source>
      <translation>oblige {player} à jouer la dernière bille de sa réserve</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/ideas.py" line="27" />
      <source>wins the ball race, leaving {player} without balls first</source>
      <translation>gagne la course aux billes : {player} se retrouve sans bille le premier</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/ideas.py" line="28" />
      <source>keeps enough balls to place the top ball</source>
      <translation>garde assez de billes pour poser la bille du sommet</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="51" />
      <source>{place} is not on the {base}×{base} base's pyramid</source>
      <translation>{place} n'est pas dans la pyramide de base {base}×{base}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="63" />
      <source>{player}: {on_board} balls on the board and {in_reserve} in reserve, where {full} in all are expected</source>
      <translation>{player} : {on_board} billes sur le plateau et {in_reserve} en réserve, alors qu'il en faut {full} en tout</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="75" />
      <source>the ball on {place} is not supported</source>
      <translation>la bille en {place} n'est pas soutenue</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="83" />
      <source>no ball left in reserve for {player}: raise a ball instead</source>
      <translation>plus de bille en réserve pour {player} : montez plutôt une bille</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="88" />
      <source>there is no ball on {place}</source>
      <translation>il n'y a pas de bille en {place}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="90" />
      <source>{ball} belongs to {owner}: you may only raise your own</source>
      <translation>{ball} appartient à {owner} : vous ne pouvez monter que les vôtres</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="98" />
      <source>a raise must go up at least one level</source>
      <translation>une bille montée doit gagner au moins un niveau</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="100" />
      <source>{place} rests on {ball}: a ball cannot climb onto itself</source>
      <translation>{place} repose sur {ball} : une bille ne peut pas monter sur elle-même</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="106" />
      <source>{place} is already taken</source>
      <translation>{place} est déjà occupée</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="110" />
      <source>{place} is not supported yet: {empty} empty</source>
      <translation>{place} ne repose pas encore sur quatre billes (vide : {empty})</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="127" />
      <source>this completes a square or line in the colour of {player}: take back one or two balls (for example {example})</source>
      <translation>ce coup complète un carré ou une ligne de la couleur de {player} : reprenez une ou deux billes (par exemple {example})</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="133" />
      <source>this completes a square in the colour of {player}: take back one or two balls (for example {example})</source>
      <translation>ce coup complète un carré de la couleur de {player} : reprenez une ou deux billes (par exemple {example})</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="141" />
      <source>the children's rules have no taking back</source>
      <translation>la règle pour enfants ne permet pas de reprendre de billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="144" />
      <source>only a move that completes a square or line of your colour takes balls back</source>
      <translation>seul un coup qui complète un carré ou une ligne de votre couleur reprend des billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="147" />
      <source>only a move that completes a square of your colour takes balls back</source>
      <translation>seul un coup qui complète un carré de votre couleur reprend des billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="151" />
      <source>{place} is an empty position: you may only take back your own balls</source>
      <translation>{place} est une place vide : vous ne pouvez reprendre que vos propres billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="155" />
      <source>{ball} is not your ball: you may only take back your own balls</source>
      <translation>{ball} n'est pas votre bille : vous ne pouvez reprendre que vos propres billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/legality.py" line="165" />
      <source>these balls cannot be taken back one after the other</source>
      <translation>ces billes ne peuvent pas être reprises l'une après l'autre</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/notation.py" line="28" />
      <source>{text} is not a Pylos position (level 1: a–d × 1–4, level 2: a–c × 1–3, level 3: a–b × 1–2, level 4: 4a1)</source>
      <translation>{text} n'est pas une place de Pylos (niveau 1 : a–d × 1–4, niveau 2 : a–c × 1–3, niveau 3 : a–b × 1–2, niveau 4 : 4a1)</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/notation.py" line="50" />
      <source>{text}: at most two balls can be taken back</source>
      <translation>{text} : on ne peut reprendre que deux billes au plus</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/notation.py" line="52" />
      <source>{text}: the same ball is taken back twice</source>
      <translation>{text} : la même bille est reprise deux fois</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/notation.py" line="61" />
      <source>empty move</source>
      <translation>coup vide</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/notation.py" line="69" />
      <source>{text} is not a Pylos move (place '1b3', raise '1d4-2b2', take back with 'x&lt;position&gt;', e.g. '1c3x1c3')</source>
      <translation>{text} n'est pas un coup de Pylos (poser « 1b3 », monter « 1d4-2b2 », reprendre avec « x&lt;place&gt; », par exemple « 1c3x1c3 »)</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/notation.py" line="103" />
      <source>a Pylos position is 'LEVEL1/LEVEL2/LEVEL3/LEVEL4 MOVER LIGHT-DARK', not {text}</source>
      <translation>une position de Pylos s'écrit 'NIVEAU1/NIVEAU2/NIVEAU3/NIVEAU4 TRAIT CLAIR-FONCÉ', pas {text}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/notation.py" line="115" />
      <source>{text}: three levels of 9, 4 and 1 cells are expected</source>
      <translation>{text} : trois niveaux de 9, 4 et 1 cases sont attendus</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/notation.py" line="118" />
      <source>{text}: four levels of 16, 9, 4 and 1 cells are expected</source>
      <translation>{text} : quatre niveaux de 16, 9, 4 et 1 cases sont attendus</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/notation.py" line="121" />
      <source>{text}: cells are '.', 'L' or 'D'</source>
      <translation>{text} : les cases sont '.', 'L' ou 'D'</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/notation.py" line="123" />
      <source>{text}: the player to move is 'L' or 'D'</source>
      <translation>{text} : le joueur qui a le trait est 'L' ou 'D'</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/notation.py" line="127" />
      <source>{text}: reserves are written LIGHT-DARK, e.g. 15-15</source>
      <translation>{text} : les réserves s'écrivent CLAIR-FONCÉ, par exemple 15-15</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="21" />
      <source>Which rule set: squares, no taking back, or squares and lines.</source>
      <translation>Quelle règle : les carrés, sans reprise, ou les carrés et les lignes.</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="24" />
      <source>a square of your colour takes back one or two balls</source>
      <translation>un carré de votre couleur reprend une ou deux billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="25" />
      <source>no taking back: only raising saves balls</source>
      <translation>pas de reprise : seule la montée économise des billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="28" />
      <source>squares and lines (4 on level 1, 3 on level 2) take balls back</source>
      <translation>les carrés et les lignes (4 au niveau 1, 3 au niveau 2) reprennent des billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="31" />
      <source>rules</source>
      <translation>règle</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="33" />
      <source>standard</source>
      <translation>standard</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="34" />
      <source>children</source>
      <translation>enfants</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="35" />
      <source>mature</source>
      <translation>confirmés</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="41" />
      <source>When running out of balls loses.</source>
      <translation>Quand le manque de billes fait perdre.</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="44" />
      <source>ending your turn with an empty reserve loses at once</source>
      <translation>finir son tour avec une réserve vide fait perdre aussitôt</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="45" />
      <source>you lose only when you can neither place nor raise</source>
      <translation>on ne perd que si l'on ne peut ni poser ni monter</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="47" />
      <source>out of balls</source>
      <translation>plus de billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="49" />
      <source>empty reserve</source>
      <translation>réserve vide</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="50" />
      <source>no legal move</source>
      <translation>aucun coup possible</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="56" />
      <source>A position seen this many times is a draw (0: never).</source>
      <translation>Une position vue autant de fois donne match nul (0 : jamais).</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="58" />
      <source>repetition</source>
      <translation>répétition</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="63" />
      <source>The board's size.</source>
      <translation>La taille du plateau.</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="66" />
      <source>the standard pyramid of 30 places</source>
      <translation>la pyramide standard de 30 places</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="67" />
      <source>a small pyramid of 14 places, three levels</source>
      <translation>une petite pyramide de 14 places, sur trois niveaux</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="70" />
      <source>base</source>
      <translation>base</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="71" />
      <source>3×3</source>
      <translation>3×3</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="71" />
      <source>4×4</source>
      <translation>4×4</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="77" />
      <source>Each player's balls, 4 at least (0: a full set).</source>
      <translation>Les billes de chaque joueur, 4 au moins (0 : un jeu complet).</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="79" />
      <source>balls</source>
      <translation>billes</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="80" />
      <source>full set</source>
      <translation>jeu complet</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/options.py" line="95" />
      <source>option balls: {balls} each does not suit the {base}×{base} base (allowed: {low} to {high}, or 0 for a full set)</source>
      <translation>option balls : {balls} chacun ne convient pas à la base de {base}×{base} (permis : {low} à {high}, ou 0 pour un jeu complet)</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/rules.py" line="268" />
      <source>{move} is not a Pylos move</source>
      <translation>{move} n'est pas un coup de Pylos</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/rules.py" line="310" />
      <source>{player} placed the top ball</source>
      <translation>{player} a posé la bille du sommet</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/rules.py" line="318" />
      <source>no ball left in reserve for {player}</source>
      <translation>plus de bille en réserve pour {player}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/rules.py" line="324" />
      <source>no ball in reserve and no ball to raise for {player}</source>
      <translation>plus de bille en réserve ni de bille à monter pour {player}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/rules.py" line="331" />
      <source>the same position occurred a third time</source>
      <translation>la même position s'est produite une troisième fois</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/rules.py" line="362" />
      <source>Pylos</source>
      <translation>Pylos</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/words.py" line="18" />
      <source>Build a pyramid of balls; squares of your colour give balls back. Run out and lose.</source>
      <translation>Construisez une pyramide de billes ; les carrés de votre couleur rendent des billes. Qui n'en a plus perd.</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/words.py" line="21" />
      <source>designed by David G. Royffe, published by Gigamic (1994)</source>
      <translation>conçu par David G. Royffe, édité par Gigamic (1994)</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/words.py" line="23" />
      <source>balls left</source>
      <translation>billes restantes</translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylos/words.py" line="26" />
      <source>%n balls</source>
      <translation>
        <numerusform>%n bille</numerusform>
        <numerusform>%n billes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylos/words.py" line="30" />
      <source>%n balls in reserve</source>
      <translation>
        <numerusform>%n bille en réserve</numerusform>
        <numerusform>%n billes en réserve</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylos/words.py" line="35" />
      <source>%n balls on the board</source>
      <translation>
        <numerusform>%n bille sur le plateau</numerusform>
        <numerusform>%n billes sur le plateau</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/words.py" line="41" />
      <source>take back a second free ball (orange), or click Done.</source>
      <translation>reprenez une deuxième bille libre (en orange), ou cliquez sur Terminé.</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/words.py" line="45" />
      <source>your square (or line) lets you take back one or two of your free balls (orange).</source>
      <translation>votre carré (ou votre ligne) vous permet de reprendre une ou deux de vos billes libres (en orange).</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/words.py" line="49" />
      <source>your square lets you take back one or two of your free balls (orange).</source>
      <translation>votre carré vous permet de reprendre une ou deux de vos billes libres (en orange).</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/words.py" line="52" />
      <source>raise {ball}: click the marked place it climbs to, or click it again to let go.</source>
      <translation>montez {ball} : cliquez sur la place marquée où elle monte, ou cliquez de nouveau dessus pour la lâcher.</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/words.py" line="57" />
      <source>place a ball on a marked place, or click one of your free balls (ringed) to raise it.</source>
      <translation>posez une bille sur une place marquée, ou cliquez sur l'une de vos billes libres (cerclées) pour la monter.</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/words.py" line="61" />
      <source>place a ball on a marked place.</source>
      <translation>posez une bille sur une place marquée.</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/words.py" line="64" />
      <source>Done</source>
      <translation>Terminé</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/words.py" line="70" />
      <source>take back only {ball}</source>
      <translation>reprendre seulement {ball}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylos/words.py" line="84" />
      <source>{player} took back the ball on {place}: %n balls in reserve</source>
      <translation>
        <numerusform>{player} a repris la bille en {place} : %n bille en réserve</numerusform>
        <numerusform>{player} a repris la bille en {place} : %n billes en réserve</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/games/pylos/words.py" line="93" />
      <source>{player} took back the balls on {first} and {second}: %n balls in reserve</source>
      <translation>
        <numerusform>{player} a repris les billes en {first} et {second} : %n bille en réserve</numerusform>
        <numerusform>{player} a repris les billes en {first} et {second} : %n billes en réserve</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/words.py" line="114" />
      <source>balls taken back: {first} {a}, {second} {b}</source>
      <translation>billes reprises : {first} {a}, {second} {b}</translation>
    </message>
    <message>
      <location filename="../../core/games/pylos/words.py" line="121" />
      <source>balls raised: {first} {a}, {second} {b}</source>
      <translation>billes montées : {first} {a}, {second} {b}</translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/kit.py" line="52" />
      <source>%n units</source>
      <translation>
        <numerusform>%n unité</numerusform>
        <numerusform>%n unités</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../core/kit.py" line="132" />
      <source>{title}, at {a} to {b}</source>
      <translation>{title}, à {a} contre {b}</translation>
    </message>
    <message>
      <location filename="../../core/notation.py" line="32" />
      <source>{text} is not a square (columns a–{last}, rows 1–{rows})</source>
      <translation>{text} n'est pas une case (colonnes a–{last}, rangées 1–{rows})</translation>
    </message>
    <message>
      <location filename="../../core/notation.py" line="45" />
      <source>{text} is not a pyramid size (S, M or L)</source>
      <translation>{text} n'est pas une taille de pyramide (S, M ou L)</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="30" />
      <source>the file holds {kind}, not a saved game (a JSON object)</source>
      <translation>le fichier contient {kind}, pas une partie sauvegardée (un objet JSON)</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="38" />
      <source>'ending' should be null or a proposal's name, not {kind}</source>
      <translation>'ending' doit être null ou le nom d'une proposition, pas {kind}</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="42" />
      <source>'paused' should be true or false, not {kind}</source>
      <translation>'paused' doit être true ou false, pas {kind}</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="65" />
      <source>its format is {format}</source>
      <translation>son format est {format}</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="67" />
      <source>it names no format</source>
      <translation>il n'indique aucun format</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="70" />
      <source>not a Pyramid Duels saved game: {what} (expected {expected})</source>
      <translation>ce n'est pas une partie sauvegardée de Pyramid Duels : {what} ({expected} attendu)</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="79" />
      <source>the record's version should be a whole number, not {kind}</source>
      <translation>la version de l'enregistrement doit être un nombre entier, pas {kind}</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="83" />
      <source>the record is version {version}, from a newer Pyramid Duels: this one reads version {known} and older — update Pyramid Duels to open it</source>
      <translation>l'enregistrement est en version {version}, d'un Pyramid Duels plus récent : celui-ci lit la version {known} et les précédentes — mettez Pyramid Duels à jour pour l'ouvrir</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="91" />
      <source>the record's version {version} does not exist</source>
      <translation>la version {version} de l'enregistrement n'existe pas</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="99" />
      <source>unknown game {name} (games: {games})</source>
      <translation>jeu inconnu {name} (jeux : {games})</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="109" />
      <source>option {key} should be text, not {kind}</source>
      <translation>l'option {key} doit être du texte, pas {kind}</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="114" />
      <source>{game}: {problem}</source>
      <translation>{game} : {problem}</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="122" />
      <source>the record holds {count} moves: no game is that long</source>
      <translation>l'enregistrement contient {count} coups : aucune partie n'est aussi longue</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="127" />
      <source>move {number} should be text such as '1a1', not {kind}</source>
      <translation>le coup {number} doit être du texte comme '1a1', pas {kind}</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="142" />
      <source>'cursor' should be a whole number from 0 to {last}</source>
      <translation>'cursor' doit être un nombre entier de 0 à {last}</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="168" />
      <source>'result' should say who won: first, second or draw</source>
      <translation>'result' doit dire qui a gagné : first, second ou draw</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="171" />
      <source>the record says the game ended, but its moves leave it under way</source>
      <translation>l'enregistrement dit que la partie est finie, mais ses coups la laissent en cours</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="176" />
      <source>the record says {written} won, but its moves give {real}</source>
      <translation>l'enregistrement annonce {written}, mais ses coups donnent {real}</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="188" />
      <source>'players' should list the two players</source>
      <translation>'players' doit donner la liste des deux joueurs</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="193" />
      <source>player {number} should be an object, not {kind}</source>
      <translation>le joueur {number} doit être un objet, pas {kind}</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="201" />
      <source>player {number}'s name should be a short text</source>
      <translation>le nom du joueur {number} doit être un texte court</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="205" />
      <source>player {number}'s kind should be person or computer, not {kind}</source>
      <translation>le type du joueur {number} doit être person ou computer, pas {kind}</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="214" />
      <source>player {number}'s level should be a whole number</source>
      <translation>le niveau du joueur {number} doit être un nombre entier</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="218" />
      <source>player {number} is the computer: its level should be 1 to {top}</source>
      <translation>le joueur {number} est l'ordinateur : son niveau doit aller de 1 à {top}</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="232" />
      <source>the record has no {key}</source>
      <translation>l'enregistrement n'a pas de {key}</translation>
    </message>
    <message>
      <location filename="../../core/record/data.py" line="236" />
      <source>{key} should be {expected}, not {kind}</source>
      <translation>{key} doit être {expected}, pas {kind}</translation>
    </message>
    <message>
      <location filename="../../core/record/files.py" line="29" />
      <source>the file is empty</source>
      <translation>le fichier est vide</translation>
    </message>
    <message>
      <location filename="../../core/record/files.py" line="36" />
      <source>the file is not text (byte {byte} is not UTF-8): not a saved game</source>
      <translation>le fichier n'est pas du texte (l'octet {byte} n'est pas de l'UTF-8) : ce n'est pas une partie sauvegardée</translation>
    </message>
    <message>
      <location filename="../../core/record/files.py" line="44" />
      <source>the file nests {depth}+ levels deep: not a saved game</source>
      <translation>le fichier s'imbrique sur {depth} niveaux ou plus : ce n'est pas une partie sauvegardée</translation>
    </message>
    <message>
      <location filename="../../core/record/files.py" line="51" />
      <source>the file is not valid JSON (line {line}, column {column}: {problem}): it may be cut short or not a saved game</source>
      <translation>le fichier n'est pas du JSON valide (ligne {line}, colonne {column} : {problem}) : il est peut-être tronqué, ou ce n'est pas une partie sauvegardée</translation>
    </message>
    <message>
      <location filename="../../core/record/files.py" line="60" />
      <source>a number in the file is far too long: not a saved game</source>
      <translation>un nombre du fichier est bien trop long : ce n'est pas une partie sauvegardée</translation>
    </message>
    <message>
      <location filename="../../core/record/files.py" line="62" />
      <source>the file nests too deep: not a saved game</source>
      <translation>le fichier s'imbrique trop profondément : ce n'est pas une partie sauvegardée</translation>
    </message>
    <message>
      <location filename="../../core/record/files.py" line="74" />
      <source>it is not a file but a pipe or a device</source>
      <translation>ce n'est pas un fichier mais un tube ou un périphérique</translation>
    </message>
    <message>
      <location filename="../../core/record/files.py" line="81" />
      <source>there is no such file</source>
      <translation>ce fichier n'existe pas</translation>
    </message>
    <message>
      <location filename="../../core/record/files.py" line="83" />
      <source>it is a folder, not a file</source>
      <translation>c'est un dossier, pas un fichier</translation>
    </message>
    <message>
      <location filename="../../core/record/files.py" line="86" />
      <source>it cannot be read ({error})</source>
      <translation>il ne peut pas être lu ({error})</translation>
    </message>
    <message>
      <location filename="../../core/record/files.py" line="92" />
      <source>the file is {size:.1f} MB: far too big for a saved game (at most {limit} MB)</source>
      <translation>le fichier fait {size:.1f} Mo : bien trop gros pour une partie sauvegardée ({limit} Mo au plus)</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="32" />
      <source>draw</source>
      <translation>une partie nulle</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="32" />
      <source>first</source>
      <translation>la victoire du premier joueur</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="32" />
      <source>second</source>
      <translation>la victoire du second joueur</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="34" />
      <source>null</source>
      <translation>null</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="35" />
      <source>true or false</source>
      <translation>un booléen (true ou false)</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="36" />
      <source>a number</source>
      <translation>un nombre</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="38" />
      <source>text</source>
      <translation>du texte</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="39" />
      <source>a list</source>
      <translation>une liste</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="40" />
      <source>an object</source>
      <translation>un objet</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="43" />
      <source>expecting value</source>
      <translation>valeur attendue</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="44" />
      <source>expecting ',' delimiter</source>
      <translation>séparateur ',' attendu</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="45" />
      <source>expecting ':' delimiter</source>
      <translation>séparateur ':' attendu</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="46" />
      <source>expecting property name enclosed in double quotes</source>
      <translation>nom de propriété entre guillemets droits doubles attendu</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="47" />
      <source>extra data</source>
      <translation>données en trop après la fin</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="48" />
      <source>unterminated string</source>
      <translation>chaîne de caractères non terminée</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="49" />
      <source>invalid \uxxxx escape</source>
      <translation>séquence d'échappement \uXXXX invalide</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="94" />
      <source>move {number} {move} comes after the end of the game</source>
      <translation>le coup {number} {move} vient après la fin de la partie</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="104" />
      <source>move {number} {move} is illegal: {reason}</source>
      <translation>le coup {number} {move} est illégal : {reason}</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="113" />
      <source>move {number} {move} cannot be read: {problem}</source>
      <translation>le coup {number} {move} est illisible : {problem}</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="124" />
      <source>{game} games cannot end by {ending} (agreements: {known})</source>
      <translation>une partie de {game} ne peut pas se terminer par {ending} (fins d'un commun accord possibles : {known})</translation>
    </message>
    <message>
      <location filename="../../core/record/model.py" line="134" />
      <source>the game cannot end by {ending} there: {reason}</source>
      <translation>la partie ne peut pas se terminer par {ending} à ce moment-là : {reason}</translation>
    </message>
    <message>
      <location filename="../../core/search/evaluation.py" line="73" />
      <source>gains {gain}</source>
      <translation>gagne {gain}</translation>
    </message>
    <message>
      <location filename="../../core/search/evaluation.py" line="75" />
      <source>gives up {loss}</source>
      <translation>cède {loss}</translation>
    </message>
    <message>
      <location filename="../../core/search/evaluation.py" line="76" />
      <source>the best the search found</source>
      <translation>le meilleur coup trouvé par la recherche</translation>
    </message>
    <message>
      <location filename="../../core/search/levels.py" line="43" />
      <source>Beginner</source>
      <translation>Débutant</translation>
    </message>
    <message>
      <location filename="../../core/search/levels.py" line="44" />
      <source>looks one move ahead and often misjudges what it sees</source>
      <translation>regarde un coup à l'avance et juge souvent mal ce qu'il voit</translation>
    </message>
    <message>
      <location filename="../../core/search/levels.py" line="52" />
      <source>Casual</source>
      <translation>Amateur</translation>
    </message>
    <message>
      <location filename="../../core/search/levels.py" line="53" />
      <source>looks two moves ahead, with some slips</source>
      <translation>regarde deux coups à l'avance, avec quelques faux pas</translation>
    </message>
    <message>
      <location filename="../../core/search/levels.py" line="61" />
      <source>Club</source>
      <translation>Club</translation>
    </message>
    <message>
      <location filename="../../core/search/levels.py" line="62" />
      <source>looks two moves ahead, fully and with no slips, and does not count endings out</source>
      <translation>regarde deux coups à l'avance, entièrement et sans faux pas, et ne calcule pas les fins de partie jusqu'au bout</translation>
    </message>
    <message>
      <location filename="../../core/search/levels.py" line="67" />
      <source>Expert</source>
      <translation>Expert</translation>
    </message>
    <message>
      <location filename="../../core/search/levels.py" line="67" />
      <source>thinks for a fifth of a second</source>
      <translation>réfléchit un cinquième de seconde</translation>
    </message>
    <message>
      <location filename="../../core/search/levels.py" line="68" />
      <source>Master</source>
      <translation>Maître</translation>
    </message>
    <message>
      <location filename="../../core/search/levels.py" line="68" />
      <source>thinks two seconds: the strongest</source>
      <translation>réfléchit deux secondes : le plus fort</translation>
    </message>
    <message>
      <location filename="../../core/search/levels.py" line="75" />
      <source>Perfect</source>
      <translation>Parfait</translation>
    </message>
    <message>
      <location filename="../../core/search/levels.py" line="76" />
      <source>plays perfectly from the solved table: the quickest win, or the longest resistance</source>
      <translation>joue parfaitement d'après la table résolue : la victoire la plus rapide, ou la plus longue résistance</translation>
    </message>
    <message>
      <location filename="../../core/study/ideas.py" line="23" />
      <source>then {move} {idea}</source>
      <translation>puis {move} {idea}</translation>
    </message>
    <message>
      <location filename="../../core/study/ideas.py" line="28" />
      <source>{p0}; {p1}</source>
      <translation>{p0} ; {p1}</translation>
    </message>
    <message>
      <location filename="../../core/study/ideas.py" line="29" />
      <source>{p0}; {p1}; {p2}</source>
      <translation>{p0} ; {p1} ; {p2}</translation>
    </message>
    <message>
      <location filename="../../core/study/ideas.py" line="30" />
      <source>{p0}; {p1}; {p2}; {p3}</source>
      <translation>{p0} ; {p1} ; {p2} ; {p3}</translation>
    </message>
    <message>
      <location filename="../../core/study/ideas.py" line="31" />
      <source>{p0}; {p1}; {p2}; {p3}; {p4}</source>
      <translation>{p0} ; {p1} ; {p2} ; {p3} ; {p4}</translation>
    </message>
    <message>
      <location filename="../../core/study/practice/model.py" line="178" />
      <source>Win the game against the strongest level. Whatever it plays, a win is there: an exact search proved it.</source>
      <translation>Gagnez la partie contre le niveau le plus fort. Quoi qu'il joue, la victoire est là : une recherche exacte l'a prouvé.</translation>
    </message>
    <message>
      <location filename="../../core/study/practice/model.py" line="180" />
      <source>Winning is not enough: finish at least {n} ahead on the count. An exact search proved it can be done whatever the strongest level plays.</source>
      <translation>Gagner ne suffit pas : finissez avec au moins {n} d'avance au décompte. Une recherche exacte a prouvé que c'est possible, quoi que joue le niveau le plus fort.</translation>
    </message>
    <message>
      <location filename="../../core/study/practice/model.py" line="182" />
      <source>The strongest level is pressing. Make {n} moves and, once it has answered the last, be at most one behind on the count by its evaluation: further behind, the position counts as lost. An exact search proved you can, whatever it plays.</source>
      <translation>Le niveau le plus fort vous presse. Jouez {n} coups et, une fois le dernier répondu, soyez au plus à un de retard au compte selon son évaluation : plus loin derrière, la position compte comme perdue. Une recherche exacte a prouvé que vous le pouvez, quoi qu'il joue.</translation>
    </message>
    <message>
      <location filename="../../core/study/practice/model.py" line="185" />
      <source>Don't lose: end the game level or ahead, against the strongest level. An exact search proved you can, whatever it plays.</source>
      <translation>Ne perdez pas : finissez la partie à égalité ou devant, contre le niveau le plus fort. Une recherche exacte a prouvé que vous le pouvez, quoi qu'il joue.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/proof.py" line="129" />
      <source>This move loses at once.</source>
      <translation>Ce coup perd aussitôt.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/proof.py" line="130" />
      <source>Your opponent then wins with their next move.</source>
      <translation>Votre adversaire gagne alors dès son coup suivant.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/proof.py" line="131" />
      <source>Your opponent then wins by force, {n} moves later.</source>
      <translation>Votre adversaire gagne alors à coup sûr, {n} coups plus tard.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/proof.py" line="132" />
      <source>This move ends the game in a draw.</source>
      <translation>Ce coup termine la partie sur un match nul.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/proof.py" line="133" />
      <source>This move only draws: your opponent can hold the game level.</source>
      <translation>Ce coup ne mène qu'au match nul : votre adversaire peut tenir l'égalité.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/proof.py" line="134" />
      <source>This move wins too.</source>
      <translation>Ce coup gagne aussi.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/proof.py" line="135" />
      <source>This move does not win.</source>
      <translation>Ce coup ne gagne pas.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="40" />
      <source>{first} {a}, {second} {b} ({unit})</source>
      <translation>{first} {a}, {second} {b} ({unit})</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="56" />
      <source>a draw, {a} to {b} ({unit})</source>
      <translation>match nul, {a} à {b} ({unit})</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="58" />
      <source>a win for {player}, {a} to {b} ({unit})</source>
      <translation>victoire de {player}, {a} à {b} ({unit})</translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/study/puzzles/texts.py" line="72" />
      <source>{moves} and %n others</source>
      <translation>
        <numerusform>{moves} et %n autre</numerusform>
        <numerusform>{moves} et %n autres</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="91" />
      <source>{move} {ideas}.</source>
      <translation>{move} {ideas}.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="111" />
      <source>After {move} the count is {count}.</source>
      <translation>Après {move}, on compte {count}.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="115" />
      <source>After {move} the count is {count}; {n} replies for {player}, and every one loses.</source>
      <translation>Après {move}, on compte {count} ; {n} réponses pour {player}, et chacune perd.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="125" />
      <source>Best play: {line}; then {reason}: {result}.</source>
      <translation>Meilleur jeu : {line} ; puis {reason} : {result}.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="172" />
      <source>Best defence for {player}: {reply}.</source>
      <translation>Meilleure défense pour {player} : {reply}.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="173" />
      <source>Best defence for {player}: {reply}, which {idea}.</source>
      <translation>Meilleure défense pour {player} : {reply}, qui {idea}.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="174" />
      <source>Only one move for {player}: {reply}.</source>
      <translation>Un seul coup pour {player} : {reply}.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="175" />
      <source>Only one move for {player}: {reply}, which {idea}.</source>
      <translation>Un seul coup pour {player} : {reply}, qui {idea}.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="176" />
      <source>It fails to {answer}, which {idea}.</source>
      <translation>Elle échoue face à {answer}, qui {idea}.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="177" />
      <source>It ends the game: {reason}; {result}.</source>
      <translation>La partie s'arrête alors : {reason} ; {result}.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/study/puzzles/texts.py" line="193" />
      <source>{moves} end the game at once.</source>
      <translation>
        <numerusform>{moves} termine aussitôt la partie.</numerusform>
        <numerusform>{moves} terminent aussitôt la partie.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="202" />
      <source>{player} would answer {moves} with {answer}.</source>
      <translation>{player} répondrait à {moves} par {answer}.</translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/study/puzzles/texts.py" line="212" />
      <source>%n other replies are answered otherwise.</source>
      <translation>
        <numerusform>%n autre réponse reçoit une autre riposte.</numerusform>
        <numerusform>%n autres réponses reçoivent d'autres ripostes.</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="229" />
      <source>{player} answered {reply}, which ends the game: {reason}; {result}.</source>
      <translation>{player} a répondu {reply}, ce qui termine la partie : {reason} ; {result}.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/texts.py" line="236" />
      <source>{player} answered {reply}: now {count}.</source>
      <translation>{player} a répondu {reply} : maintenant {count}.</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/titles.py" line="19" />
      <source>{title}, move {k}</source>
      <translation>{title}, coup {k}</translation>
    </message>
    <message>
      <location filename="../../core/study/puzzles/titles.py" line="20" />
      <source>{title}, {m} choices</source>
      <translation>{title}, {m} choix</translation>
    </message>
    <message numerus="yes">
      <location filename="../../core/study/puzzles/titles.py" line="40" />
      <source>{goal} in %n moves</source>
      <translation>
        <numerusform>{goal} en %n</numerusform>
        <numerusform>{goal} en %n</numerusform>
      </translation>
    </message>
  </context>
</TS>
