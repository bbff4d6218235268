<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Choisir les joueurs et les règles, puis commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nouvelle partie</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Reprendre le dernier lancer ou la dernière case remplie</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>annuler</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Arrêter le chrono et masquer le plateau</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <translation>mettre en pause ou reprendre</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Recommencer cette partie avec les mêmes joueurs et les mêmes règles</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Show the best move now, from perfect play (the game is marked as assisted)</source>
        <translation>Afficher le meilleur coup, selon le jeu parfait (la partie est marquée comme assistée)</translation>
    </message>
    <message>
        <source>hint (the game counts as assisted)</source>
        <translation>conseil (la partie compte comme assistée)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Show every choice with its expected final score (the game is marked as assisted)</source>
        <translation>Afficher chaque choix avec son score final espéré (la partie est marquée comme assistée)</translation>
    </message>
    <message>
        <source>analysis panel (the game counts as assisted)</source>
        <translation>panneau d&apos;analyse (la partie compte comme assistée)</translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation>Chances de victoire</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>Les chances de victoire de chaque joueur, dans la barre d&apos;état (parties à deux joueurs ou plus)</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Tableau des scores</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Meilleurs scores et statistiques de votre historique de parties</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <translation>tableau des scores</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Jouer les sons des dés et des cases</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>activer ou couper le son</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Ouvrir une table…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Jouer avec des personnes sur d&apos;autres ordinateurs de ce réseau : ouvrez une table qu&apos;elles pourront rejoindre</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Rejoindre une table…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>Prendre place à une table ouverte sur un autre ordinateur de ce réseau</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Paramètres…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Vitesse de l&apos;ordinateur, animation, son et couleurs</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>paramètres</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>The rules of Five Dice</source>
        <translation>Les règles de Five Dice</translation>
    </message>
    <message>
        <source>how to play (this page)</source>
        <translation>comment jouer (cette page)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Toutes les touches du jeu, dans Comment jouer</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>À propos de Five Dice</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>La version de Five Dice et sa présentation</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Close Five Dice (your game is saved)</source>
        <translation>Fermer Five Dice (votre partie est sauvegardée)</translation>
    </message>
    <message>
        <source>quit (the game is saved)</source>
        <translation>quitter (la partie est sauvegardée)</translation>
    </message>
    <message>
        <source>Space or R</source>
        <translation>Espace ou R</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>lancer</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1 à 5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>garder ou relâcher un dé</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <translation>Flèche haut ou bas</translation>
    </message>
    <message>
        <source>choose a box</source>
        <translation>choisir une case</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <translation>remplir la case choisie</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>passer à la fin du tour d&apos;un joueur ordinateur (les autres touches attendent pendant qu&apos;il joue)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <translation>Tab ou Maj+Tab</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>passer d&apos;une commande à l&apos;autre ; Entrée ou Espace active celle qui a le focus</translation>
    </message>
    <message>
        <source>{key} or {other_key}</source>
        <translation>{key} ou {other_key}</translation>
    </message>
    <message>
        <source>{tip} ({shortcuts})</source>
        <translation>{tip} ({shortcuts})</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Start the clock again and show the board</source>
        <translation>Relancer le chrono et afficher le plateau</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>New game.</source>
        <translation>Nouvelle partie.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <translation>{player} obtient {dice}.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <translation>{name} n&apos;a plus de temps.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>En pause.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <translation>Reprise.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>Plus de lancer : choisissez une case.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <translation>
            <numerusform>%n lancer restant.</numerusform>
            <numerusform>%n lancers restants.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <translation>{player} a rempli une case.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} marque {points} en {box}, avec un bonus Yam&apos;s de {bonus} points et le bonus du haut de {upper_bonus} points.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} marque {points} en {box}, avec un bonus Yam&apos;s de {bonus} points.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} marque {points} en {box}, et obtient le bonus du haut de {upper_bonus} points.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <translation>{player} marque {points} en {box}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} marque {points} en {box} sur la grille {card}, avec un bonus Yam&apos;s de {bonus} points et le bonus du haut de {upper_bonus} points.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} marque {points} en {box} sur la grille {card}, avec un bonus Yam&apos;s de {bonus} points.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} marque {points} en {box} sur la grille {card}, et obtient le bonus du haut de {upper_bonus} points.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}.</source>
        <translation>{player} marque {points} en {box} sur la grille {card}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>Au tour de {name}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Partie terminée.</translation>
    </message>
    <message>
        <source>Game over: everyone ran out of time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} scored %n points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: a tie between {names} and {last}, %n points each.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins with %n points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The game in progress was played at a network table. It goes on here, at this computer: the players who were elsewhere now play here.</source>
        <translation>La partie en cours se jouait à une table en réseau. Elle continue ici, sur cet ordinateur : les joueurs qui étaient ailleurs jouent désormais ici.</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}. It did not answer when asked to come to the front. Switch to it, or close it before starting Five Dice again.</source>
        <translation>Five Dice est déjà ouvert avec le dossier {folder}. Il n&apos;a pas répondu quand on lui a demandé de passer au premier plan. Basculez dessus, ou fermez-le avant de relancer Five Dice.</translation>
    </message>
    <message>
        <source>Five Dice</source>
        <translation>Five Dice</translation>
    </message>
</context>
<context>
    <name>Box</name>
    <message>
        <source>Ones</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Deux</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Trois</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Quatre</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Cinq</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Six</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Petite suite</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Grande suite</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Yam&apos;s</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>The sum of the dice showing 1.</source>
        <translation>La somme des dés qui montrent un 1.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 2.</source>
        <translation>La somme des dés qui montrent un 2.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 3.</source>
        <translation>La somme des dés qui montrent un 3.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 4.</source>
        <translation>La somme des dés qui montrent un 4.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 5.</source>
        <translation>La somme des dés qui montrent un 5.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 6.</source>
        <translation>La somme des dés qui montrent un 6.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least three show the same face.</source>
        <translation>La somme des cinq dés si au moins trois montrent la même face.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least four show the same face.</source>
        <translation>La somme des cinq dés si au moins quatre montrent la même face.</translation>
    </message>
    <message>
        <source>25 for three of one face and two of another.</source>
        <translation>25 pour trois dés d&apos;une même face et deux d&apos;une autre.</translation>
    </message>
    <message>
        <source>30 for four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6).</source>
        <translation>30 pour quatre valeurs qui se suivent (1-2-3-4, 2-3-4-5 ou 3-4-5-6).</translation>
    </message>
    <message>
        <source>40 for five faces in a row (1-2-3-4-5 or 2-3-4-5-6).</source>
        <translation>40 pour cinq valeurs qui se suivent (1-2-3-4-5 ou 2-3-4-5-6).</translation>
    </message>
    <message>
        <source>50 when all five dice show the same face.</source>
        <translation>50 quand les cinq dés montrent la même face.</translation>
    </message>
    <message>
        <source>The sum of all five dice, always.</source>
        <translation>La somme des cinq dés, sans condition.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>No finished games yet</source>
        <translation>Aucune partie terminée pour l&apos;instant</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <translation>{low}–{high} : {games}</translation>
    </message>
    <message>
        <source>Games per score band. {bands}</source>
        <translation>Parties par tranche de score. {bands}</translation>
    </message>
    <message>
        <source>Game, oldest to latest</source>
        <translation>Parties, de la plus ancienne à la plus récente</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games</source>
        <translation>
            <numerusform>La dernière partie</numerusform>
            <numerusform>Les %n dernières parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recent games, last {score}, recent average {average}</source>
        <translation>
            <numerusform>%n partie récente, dernier score {score}, moyenne récente {average}</numerusform>
            <numerusform>%n parties récentes, dernier score {score}, moyenne récente {average}</numerusform>
        </translation>
    </message>
    <message>
        <source>Average of last 5</source>
        <translation>Moyenne des 5 dernières</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Le jeu parfait est encore en cours de calcul ; redemandez un conseil dans un instant.</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; open the review again in a moment.</source>
        <translation>Le jeu parfait est encore en cours de calcul ; rouvrez le bilan dans un instant.</translation>
    </message>
    <message>
        <source>Expected final score of each choice (perfect play)</source>
        <translation>Score final espéré de chaque choix (jeu parfait)</translation>
    </message>
    <message>
        <source>Expected final score of each choice (approximate for several cards and the Triple game)</source>
        <translation>Score final espéré de chaque choix (approximatif avec plusieurs grilles et le Triple)</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn.</source>
        <translation>Lancez les dés pour commencer votre tour.</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn — approximate.</source>
        <translation>Lancez les dés pour commencer votre tour — approximatif.</translation>
    </message>
    <message>
        <source>Best: fill {box} (expected final score {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: fill {box} (expected final score {value}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: fill {box} on card {card} (expected final score {value}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: hold {dice} and roll (expected final score {value}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best: reroll all five (expected final score {value}) — approximate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next best: fill {box}, {margin} points behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next best: fill {box} on card {card}, {margin} points behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next best: hold {dice} and roll, {margin} points behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next best: reroll all five, {margin} points behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: filling {box} cost about {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: filling {box} on card {card} cost about {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: holding {dice} and rolling cost about {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach: rerolling all five cost about {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best was to fill {box}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best was to fill {box} on card {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best was to hold {dice} and roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best was to reroll all five.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(approximate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Choix</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Espérance</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>meilleur</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <translation>Votre choix actuel</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Choix et scores finaux espérés</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <translation>Chances de victoire : {chances}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Animer le lancer des dés</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <translation>Vitesse de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>{name}: choices</source>
        <translation>{name} : choix</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Dé {number} : pas encore lancé</translation>
    </message>
    <message>
        <source>{description}. Click or press {key} to hold or release it.</source>
        <translation>{description}. Cliquez ou appuyez sur {key} pour le garder ou le relâcher.</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>GARDÉ</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <translation>GARDER ?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>À qui le tour</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>Comment jouer (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Start again with the same players and rules</source>
        <translation>Recommencer avec les mêmes joueurs et les mêmes règles</translation>
    </message>
    <message>
        <source>Skip to the end of the computer&apos;s turn (Esc)</source>
        <translation>Passer à la fin du tour de l&apos;ordinateur (Échap)</translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space or R)</source>
        <translation>Lancer les dés qui ne sont pas gardés (Espace ou R)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Tour {turn} sur {turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>ordinateur, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Passer à la fin (Échap)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Relancer (%n restant)</numerusform>
            <numerusform>Relancer (%n restants)</numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left: pick a box</source>
        <translation>Plus de lancer : choisissez une case</translation>
    </message>
    <message>
        <source>Play again with the same players, or set up a new game with N.</source>
        <translation>Rejouez avec les mêmes joueurs, ou préparez une nouvelle partie avec N.</translation>
    </message>
    <message>
        <source>Paused: press P or choose Resume to go on.</source>
        <translation>En pause : appuyez sur P ou choisissez Reprendre pour continuer.</translation>
    </message>
    <message>
        <source>{name} is playing at another computer.</source>
        <translation>{name} joue sur un autre ordinateur.</translation>
    </message>
    <message>
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} joue. Appuyez sur Échap ou cliquez pour passer à la fin du tour.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Appuyez sur Espace ou R pour lancer les dés.</translation>
    </message>
    <message>
        <source>Hold dice with a click or 1–5, roll again, or pick a box on the card.</source>
        <translation>Gardez des dés d&apos;un clic ou avec 1–5, relancez, ou choisissez une case sur la grille.</translation>
    </message>
    <message>
        <source>Pick a box on the card: click it, or use Up/Down and Enter.</source>
        <translation>Choisissez une case sur la grille : cliquez dessus, ou utilisez Haut/Bas et Entrée.</translation>
    </message>
    <message>
        <source>one</source>
        <translation>as</translation>
    </message>
    <message>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Dé {number} : caché pendant la pause</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Dé {number} : {face}, gardé</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Dé {number} : {face}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <translation>{name} n&apos;a plus de temps</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <translation>{player} a rempli une case</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} marque {points} en {box} sur la grille {card} et obtient le bonus du haut (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <translation>{player} marque {points} en {box} sur la grille {card}</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} marque {points} en {box} et obtient le bonus du haut (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <translation>{player} marque {points} en {box}</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100 : la case Yam&apos;s contient 50 sur chaque grille.</translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100 : la case Yam&apos;s contient déjà 50.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Joker libre : ce lancer peut aller dans n&apos;importe quelle case libre, à pleine valeur.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Pas de bonus : la case Yam&apos;s ne contient pas 50 sur toutes les grilles.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Pas de bonus : la case Yam&apos;s contient 0.</translation>
    </message>
    <message>
        <source>Joker rule: it must go in {box}, its own upper box.</source>
        <translation>Règle du joker : ce Yam&apos;s doit aller en {box}, sa propre case du haut.</translation>
    </message>
    <message>
        <source>Joker rule: {box} is filled, so any open lower box takes it at full value.</source>
        <translation>Règle du joker : la case {box} est remplie, donc n&apos;importe quelle case du bas libre le prend à pleine valeur.</translation>
    </message>
    <message>
        <source>Joker rule: no lower box is open, so an upper box takes it for 0.</source>
        <translation>Règle du joker : aucune case du bas n&apos;est libre, donc il va dans une case du haut pour 0.</translation>
    </message>
    <message>
        <source>&lt;1%</source>
        <translation>&lt;1 %</translation>
    </message>
    <message>
        <source>&gt;99%</source>
        <translation>&gt;99 %</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>{player} {chance}</source>
        <comment>a player&apos;s chance to win</comment>
        <translation>{player} {chance}</translation>
    </message>
    <message>
        <source>{name}&apos;s card is hidden until the game ends.</source>
        <translation>La grille de {name} est cachée jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <translation>Grille {card} : {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <translation>Grille {card} : {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <translation>Total général : {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Haut {upper} + bonus du haut {upper_bonus} + bas {lower} + bonus Yam&apos;s {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Haut {upper} + bonus du haut {upper_bonus} + bas {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Haut {upper} + bas {lower} + bonus Yam&apos;s {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <translation>Haut {upper} + bas {lower} = {total}</translation>
    </message>
    <message>
        <source>{sum}, ×{multiplier} = {value}</source>
        <translation>{sum}, ×{multiplier} = {value}</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>The history could not be written to {file}.</source>
        <translation>Impossible d&apos;écrire l&apos;historique dans {file}.</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>What the other players did last</source>
        <translation>Derniers coups des autres joueurs</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Temps restant</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <translation>Pourquoi ces cases</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <translation>{name} : {time} restant (en pause)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <translation>{name} : {time} restant</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <translation>
            <numerusform>Il reste %n seconde à {name}.</numerusform>
            <numerusform>Il reste %n secondes à {name}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <translation>Yam&apos;s !</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <translation>Bonus du haut +{bonus} !</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The game lasts %n turns per player, one box a turn.</source>
        <translation>
            <numerusform>La partie dure %n tour par joueur, une case par tour.</numerusform>
            <numerusform>La partie dure %n tours par joueur, une case par tour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</source>
        <translation>
            <numerusform>Dans cette partie, chaque joueur dispose de &lt;b&gt;%n minute&lt;/b&gt; de réflexion pour toute la partie, décomptée uniquement pendant ses propres tours. Un joueur dont le temps est écoulé est éliminé : sa grille reste en l&apos;état et les autres continuent à jouer.</numerusform>
            <numerusform>Dans cette partie, chaque joueur dispose de &lt;b&gt;%n minutes&lt;/b&gt; de réflexion pour toute la partie, décomptées uniquement pendant ses propres tours. Un joueur dont le temps est écoulé est éliminé : sa grille reste en l&apos;état et les autres continuent à jouer.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation>Cette partie n&apos;a pas de limite de temps.</translation>
    </message>
    <message>
        <source>version {version}</source>
        <translation>version {version}</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>À propos de Five Dice</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
        <translation>&lt;b&gt;Five Dice&lt;/b&gt; {version}</translation>
    </message>
    <message>
        <source>Five dice, three rolls, thirteen boxes: the classic dice game for one to four players, with computer opponents up to perfect play and a coach that knows it.</source>
        <translation>Cinq dés, trois lancers, treize cases : le grand classique des jeux de dés, de un à quatre joueurs, avec des adversaires virtuels qui vont jusqu&apos;au jeu parfait et un coach qui le connaît par cœur.</translation>
    </message>
    <message>
        <source>How to play Five Dice</source>
        <translation>Comment jouer à Five Dice</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>Five Dice is already open on {folder} (process {pid}).</source>
        <translation>Five Dice est déjà ouvert avec le dossier {folder} (processus {pid}).</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}.</source>
        <translation>Five Dice est déjà ouvert avec le dossier {folder}.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Plus d&apos;actions</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>The game is over: start a new game to play again.</source>
        <translation>La partie est terminée : commencez une nouvelle partie pour rejouer.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to go on.</source>
        <translation>La partie est en pause : reprenez-la pour continuer.</translation>
    </message>
    <message>
        <source>No rolls left this turn: choose a box to fill.</source>
        <translation>Plus de lancer pour ce tour : choisissez une case à remplir.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after the turn&apos;s first roll.</source>
        <translation>Lancez d&apos;abord : on ne peut garder des dés qu&apos;après le premier lancer du tour.</translation>
    </message>
    <message>
        <source>No rolls left this turn, so there is nothing to hold for.</source>
        <translation>Plus de lancer pour ce tour : il n&apos;y a donc rien à garder.</translation>
    </message>
    <message>
        <source>Roll first: a box can be filled only after a roll.</source>
        <translation>Lancez d&apos;abord : on ne peut remplir une case qu&apos;après un lancer.</translation>
    </message>
    <message>
        <source>{box} on card {card} is already filled.</source>
        <translation>La case {box} de la grille {card} est déjà remplie.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>La case {box} est déjà remplie.</translation>
    </message>
    <message>
        <source>The joker rule does not allow {box} for this five of a kind; it may go in: {boxes}.</source>
        <translation>La règle du joker n&apos;autorise pas {box} pour ce Yam&apos;s ; il peut aller en : {boxes}.</translation>
    </message>
    <message>
        <source>There is nothing to undo: the dice were rolled after that box.</source>
        <translation>Il n&apos;y a rien à annuler : les dés ont été lancés après cette case.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>La partie est terminée : il n&apos;y a rien à mettre en pause.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>La connexion à la table a été perdue.</translation>
    </message>
    <message>
        <source>This app lost track of the host&apos;s game, so it left the table.</source>
        <translation>Cette application a perdu le fil de la partie de l&apos;hôte : elle a donc quitté la table.</translation>
    </message>
    <message>
        <source>The host&apos;s dice were not those of its game, so the game is not kept.</source>
        <translation>Les dés de l&apos;hôte ne correspondaient pas à sa partie : la partie n&apos;est donc pas conservée.</translation>
    </message>
    <message>
        <source>The join code was wrong: a join code is four digits.</source>
        <translation>Code d&apos;accès incorrect : un code d&apos;accès comporte quatre chiffres.</translation>
    </message>
    <message>
        <source>Could not reach a table at {address} port {port}.</source>
        <translation>Impossible de joindre une table à l&apos;adresse {address}, port {port}.</translation>
    </message>
    <message>
        <source>The table sent messages this app does not understand.</source>
        <translation>La table a envoyé des messages que cette application ne comprend pas.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>The join code was wrong.</source>
        <translation>Code d&apos;accès incorrect.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>L&apos;hôte a fermé la table.</translation>
    </message>
    <message>
        <source>The host&apos;s game went out of step with the table, so the table was closed.</source>
        <translation>La partie de l&apos;hôte s&apos;est désynchronisée de la table : la table a donc été fermée.</translation>
    </message>
    <message>
        <source>Your app broke the table&apos;s protocol: goodbye.</source>
        <translation>Votre application n&apos;a pas respecté le protocole de la table : au revoir.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from your computer: wait a minute.</source>
        <translation>Trop de codes d&apos;accès erronés venant de votre ordinateur : patientez une minute.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>La partie à cette table est terminée.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>La partie à cette table a déjà commencé.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>La table est complète.</translation>
    </message>
    <message>
        <source>This table does not know your seat: join it again.</source>
        <translation>Cette table ne connaît pas votre place : rejoignez-la à nouveau.</translation>
    </message>
    <message>
        <source>You were away too long: your seat has dropped out of the game.</source>
        <translation>Vous êtes resté absent trop longtemps : votre place a été retirée de la partie.</translation>
    </message>
    <message>
        <source>Your seat is still taken by a connection at the table.</source>
        <translation>Votre place est encore occupée par une connexion à la table.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Vous avez quitté la table.</translation>
    </message>
    <message>
        <source>Only the host can pause the game; the host was asked to.</source>
        <translation>Seul l&apos;hôte peut mettre la partie en pause ; la demande lui a été transmise.</translation>
    </message>
    <message>
        <source>Only the host can resume the game.</source>
        <translation>Seul l&apos;hôte peut reprendre la partie.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>La partie n&apos;a pas encore commencé.</translation>
    </message>
    <message>
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation>En réseau, c&apos;est l&apos;ordinateur de l&apos;hôte qui fait avancer la partie : adressez-lui une demande.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>L&apos;annulation est désactivée dans les parties en réseau.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Seul l&apos;hôte peut faire cela.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ce coup n&apos;est pas autorisé.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Les règles ne le permettent pas pour l&apos;instant.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>La partie est en pause.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Host a table on the network</source>
        <translation>Ouvrir une table en réseau</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <translation>Joueur à distance</translation>
    </message>
    <message>
        <source>A person here, a computer, or an open seat for a player at another computer</source>
        <translation>Un joueur ici, l&apos;ordinateur, ou une place libre pour un joueur sur un autre ordinateur</translation>
    </message>
    <message>
        <source>Player {number}: here, a computer or elsewhere</source>
        <translation>Joueur {number} : ici, ordinateur ou à distance</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Table de {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nom de la table</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Ouvrir la table</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (sur l&apos;ordinateur de l&apos;hôte)</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Place libre : en attente d&apos;un joueur…</translation>
    </message>
    <message>
        <source>{name} (away: may come back)</source>
        <translation>{name} (absent : peut revenir)</translation>
    </message>
    <message>
        <source>{name} (joined)</source>
        <translation>{name} (a rejoint la table)</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Table en réseau</translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation>l&apos;adresse de cet ordinateur</translation>
    </message>
    <message>
        <source>Players join at {address}, port {port}, with the code {code}.
Tables on this network are also found by Join a table.</source>
        <translation>Les joueurs rejoignent la table à l&apos;adresse {address}, port {port}, avec le code {code}.
Les tables de ce réseau apparaissent aussi dans Rejoindre une table.</translation>
    </message>
    <message>
        <source>Join code {digits}</source>
        <translation>Code d&apos;accès {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Fermer la table</translation>
    </message>
    <message>
        <source>Start without the open seats</source>
        <translation>Commencer sans les places libres</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Tables trouvées sur ce réseau</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <translation>p. ex. {address}</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Code d&apos;accès</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Recherche de tables sur ce réseau…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Places à la table</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tables sur ce réseau</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <translation>{table} à l&apos;adresse {address}, port {port} (places libres : {seats})</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Choisissez une table, ou saisissez son adresse et son port.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, or choose a table found on this network.</source>
        <translation>Saisissez l&apos;adresse de l&apos;hôte, ou choisissez une table trouvée sur ce réseau.</translation>
    </message>
    <message>
        <source>The join code has four digits: the host&apos;s screen shows it.</source>
        <translation>Le code d&apos;accès comporte quatre chiffres : il s&apos;affiche sur l&apos;écran de l&apos;hôte.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <translation>Connexion à {address}…</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <translation>Vous avez une place. La partie commencera quand l&apos;hôte la lancera.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} a rejoint la table.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <translation>{name} a quitté la table.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} est de retour à la table.</translation>
    </message>
    <message>
        <source>{name} did not come back in time and is out of the game.</source>
        <translation>{name} n&apos;est pas revenu à temps et quitte la partie.</translation>
    </message>
    <message>
        <source>{name} asks for a pause (P pauses the game for everyone).</source>
        <translation>{name} demande une pause (P met la partie en pause pour tout le monde).</translation>
    </message>
    <message>
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation>La table en réseau est fermée : la partie continue ici, sur cet ordinateur.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation>La connexion à la table a été perdue : reconnexion en cours…</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Un joueur</translation>
    </message>
    <message>
        <source>The table could not be opened: this computer would not take connections.</source>
        <translation>Impossible d&apos;ouvrir la table : cet ordinateur refuse les connexions.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>La partie n&apos;a pas pu commencer : {reason}</translation>
    </message>
    <message>
        <source>Tables cannot be looked for here: type the address.</source>
        <translation>Impossible de chercher des tables ici : saisissez l&apos;adresse.</translation>
    </message>
    <message>
        <source>{reason} The game stays on the screen as it was.</source>
        <translation>{reason} La partie reste affichée telle quelle.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>A five of a kind after Five of a Kind is filled scores like any other roll: no bonus, no joker.</source>
        <translation>Un Yam&apos;s obtenu une fois la case Yam&apos;s remplie compte comme n&apos;importe quel lancer : ni bonus, ni joker.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled earns {bonus} if that box holds 50, and is a forced joker: its own upper box if open, else any lower box (Full House 25, straights 30 and 40), else 0 in an upper box.</source>
        <translation>Un Yam&apos;s obtenu une fois la case Yam&apos;s remplie rapporte {bonus} si cette case contient 50, et devient un joker imposé : sa case du haut si elle est libre, sinon n&apos;importe quelle case du bas (Full 25, suites 30 et 40), sinon 0 dans une case du haut.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled with 50 earns {bonus} and may go in any open box as a joker (Full House 25, straights 30 and 40); after a 0 there it is an ordinary roll.</source>
        <translation>Un Yam&apos;s obtenu une fois la case Yam&apos;s remplie avec 50 rapporte {bonus} et peut aller dans n&apos;importe quelle case libre comme joker (Full 25, suites 30 et 40) ; si la case Yam&apos;s contient 0, c&apos;est un lancer ordinaire.</translation>
    </message>
    <message>
        <source>Triple game: a five of a kind earns {bonus} × its card&apos;s multiplier while Five of a Kind holds 50 on all three cards, and is a forced joker only once Five of a Kind and its upper box are filled on all three.</source>
        <translation>Triple : un Yam&apos;s rapporte {bonus} × le multiplicateur de sa grille tant que la case Yam&apos;s contient 50 sur les trois grilles, et ne devient un joker imposé qu&apos;une fois la case Yam&apos;s et sa case du haut remplies sur les trois grilles.</translation>
    </message>
    <message>
        <source>Triple (×1 ×2 ×3)</source>
        <translation>Triple (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n grille</numerusform>
            <numerusform>%n grilles</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Nom du joueur {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Player {number} is a person or a computer</source>
        <translation>Joueur {number} : humain ou ordinateur</translation>
    </message>
    <message>
        <source>Player {number} computer level</source>
        <translation>Joueur {number} : niveau de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <translation>Yam&apos;s supplémentaire</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <translation>Grilles par joueur</translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation>Temps limité</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Temps limité par joueur</translation>
    </message>
    <message>
        <source> min per player</source>
        <translation> min par joueur</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Minutes par joueur</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <translation>Feuilles de score visibles</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Décochée, chaque joueur ne voit que sa propre grille pendant la partie : les cases et totaux des autres joueurs affichent ? jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Feuilles de score</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <translation>Tours de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>With one player there is no other card to hide.</source>
        <translation>Avec un seul joueur, il n&apos;y a pas d&apos;autre grille à cacher.</translation>
    </message>
    <message>
        <source>Everyone sees every card. Uncheck to hide the others&apos; cards until the end.</source>
        <translation>Tout le monde voit toutes les grilles. Décochez pour cacher les grilles des autres jusqu&apos;à la fin.</translation>
    </message>
    <message>
        <source>Each player sees only their own card: the others&apos; boxes and totals show ? until the game ends.</source>
        <translation>Chaque joueur ne voit que sa propre grille : les cases et totaux des autres affichent ? jusqu&apos;à la fin de la partie.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Fermer le message</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <translation>
            <numerusform>{message}  (%n autre)</numerusform>
            <numerusform>{message}  (%n autres)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>The game was paused while the computer was asleep. The time away does not count.</source>
        <translation>La partie a été mise en pause pendant que l&apos;ordinateur était en veille. Le temps d&apos;absence n&apos;est pas compté.</translation>
    </message>
    <message>
        <source>The game was paused while its window was minimised.</source>
        <translation>La partie a été mise en pause pendant que sa fenêtre était réduite.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{name}, out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}.</source>
        <translation>{place}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Chacune de vos décisions comparée au jeu parfait</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>These figures are approximate for several cards and the Triple game.</source>
        <translation>Ces chiffres sont approximatifs avec plusieurs grilles et le Triple.</translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: filling {box} cost {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: filling {box} on card {card} cost {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: holding {dice} and rolling cost {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}, roll {roll}: rerolling all five cost {cost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n decisions, {cost} expected points given away against perfect play.</source>
        <translation>
            <numerusform>{name} : %n décision, {cost} points espérés perdus par rapport au jeu parfait.</numerusform>
            <numerusform>{name} : %n décisions, {cost} points espérés perdus par rapport au jeu parfait.</numerusform>
        </translation>
    </message>
    <message>
        <source>{box} (card {card})</source>
        <translation>{box} (grille {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>lancer</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <translation>tout relancer</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <translation>garder {dice} et relancer</translation>
    </message>
    <message>
        <source>{face} held</source>
        <translation>{face} gardé</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Dés : {dice}</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Bilan de la partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>Les plus grosses erreurs :</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Aucune erreur : chaque décision était la meilleure.</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Toutes les décisions</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>column heading</comment>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>column heading</comment>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Dice</source>
        <comment>column heading</comment>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Choice</source>
        <comment>column heading</comment>
        <translation>Choix</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>column heading</comment>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>column heading</comment>
        <translation>Coût</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <translation>Bilan de {name}</translation>
    </message>
    <message>
        <source>There were no decisions to review.</source>
        <translation>Il n&apos;y avait aucune décision à analyser.</translation>
    </message>
    <message>
        <source>Review</source>
        <comment>tab title</comment>
        <translation>Bilan</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <translation>Officiel (joker imposé)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <translation>Joker libre</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation>L&apos;historique des parties n&apos;est pas disponible : il n&apos;y a aucun score à afficher.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Aucune partie terminée pour l&apos;instant. Jouez une partie jusqu&apos;au bout et son score apparaîtra ici.</translation>
    </message>
    <message>
        <source>No finished games of this kind yet. Play one to the end and its score appears here.</source>
        <translation>Aucune partie de ce type terminée pour l&apos;instant. Jouez-en une jusqu&apos;au bout et son score apparaîtra ici.</translation>
    </message>
    <message>
        <source>Every game of this kind so far was assisted (hints or undo). Untick “Hide assisted games” to see their scores.</source>
        <translation>Toutes les parties de ce type jouées jusqu&apos;ici étaient assistées (conseils ou annulations). Décochez « Masquer les parties assistées » pour voir leurs scores.</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Tableau des scores</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Problème avec l&apos;historique des parties</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <translation>Pages du tableau des scores</translation>
    </message>
    <message>
        <source>Hide assisted games (hints or undo used)</source>
        <translation>Masquer les parties assistées (conseils ou annulations)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <translation>Masquer les parties assistées</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation>Type de partie</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Type de partie : choix</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Meilleurs scores</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <translation>Joueur : choix</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Parties :</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Victoires :</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Average:</source>
        <translation>Moyenne :</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Meilleur :</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus du haut</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <translation>Bonus du haut :</translation>
    </message>
    <message>
        <source>Five of a Kind rolls</source>
        <translation>Yam&apos;s obtenus</translation>
    </message>
    <message>
        <source>Five of a Kind rolls:</source>
        <translation>Yam&apos;s obtenus :</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Joueurs et scores</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Assistée</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Seule la dernière partie est affichée.</numerusform>
            <numerusform>Seules les %n dernières parties sont affichées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Revoir la partie sélectionnée</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Progression de l&apos;export</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <translation>Export en cours… %p %</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Exporter l&apos;historique au format CSV</translation>
    </message>
    <message>
        <source>The game history could not be read.</source>
        <translation>Impossible de lire l&apos;historique des parties.</translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <translation>{rules} · réseau</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <translation>assistée : {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <translation>non assistée</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>Assistée : des conseils (Conseil, panneau d&apos;analyse ou mode coach) ou l&apos;annulation d&apos;un lancer ont été utilisés dans cette partie</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Toutes les parties terminées par {name} jusqu&apos;ici étaient assistées (conseils ou annulations). Décochez « Masquer les parties assistées » pour les voir.</translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <translation>{percent} % des grilles</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Exporter l&apos;historique</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>Il n&apos;y a aucun historique à exporter.</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <translation>Total du haut</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus du haut</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <translation>Bonus Yam&apos;s</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Total du bas</translation>
    </message>
    <message>
        <source>Card total</source>
        <translation>Total grille</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Total général</translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <translation>+{points} d&apos;avance</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <translation>{points} de retard</translation>
    </message>
    <message>
        <source>on par</source>
        <translation>dans les temps</translation>
    </message>
    <message numerus="yes">
        <source>Par is three dice of each face: {par} for the upper boxes filled so far, which hold {upper}. %n more points in Ones to Sixes earn the {bonus} bonus.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Ones to Sixes added up.</source>
        <translation>Somme des cases As à Six.</translation>
    </message>
    <message>
        <source>{bonus} extra when Ones…Sixes add up to {threshold} or more. Par is three dice of each face ({threshold} in all): “+4 over par” means 4 points more than par in the boxes filled so far.</source>
        <translation>{bonus} de plus quand les cases As à Six totalisent {threshold} ou plus. La référence est de trois dés de chaque face ({threshold} en tout) : « +4 d&apos;avance » signifie 4 points de plus que la référence dans les cases déjà remplies.</translation>
    </message>
    <message>
        <source>100 for each extra five of a kind scored while Five of a Kind holds 50 (under the extra-five rule chosen for this game).</source>
        <translation>100 pour chaque Yam&apos;s supplémentaire marqué tant que la case Yam&apos;s contient 50 (selon la règle de Yam&apos;s supplémentaire choisie pour cette partie).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Somme des cases Brelan à Chance.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Tout additionné : le score de la partie.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <translation>{player}, grille {card} : compte ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <translation>{player}, grille {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <translation>{column} (à son tour)</translation>
    </message>
    <message>
        <source>{column}: out of time, the card stays as it is</source>
        <translation>{column} : temps écoulé, la grille reste en l&apos;état</translation>
    </message>
    <message>
        <source>{column}. Hidden score sheets: this card shows when the game ends</source>
        <translation>{column}. Feuilles de score masquées : cette grille s&apos;affichera à la fin de la partie</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>grille {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>à son tour</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>gagnant</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <translation>grille {card} (compte ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <translation>Dernier coup de {name}.</translation>
    </message>
    <message>
        <source>Card {card} (counts ×{multiplier}), {box}, would score {points}</source>
        <translation>Grille {card} (compte ×{multiplier}), {box}, rapporterait {points}</translation>
    </message>
    <message>
        <source>Card {card}, {box}, would score {points}</source>
        <translation>Grille {card}, {box}, rapporterait {points}</translation>
    </message>
    <message>
        <source>{box}, would score {points}</source>
        <translation>{box}, rapporterait {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, masquée jusqu&apos;à la fin de la partie</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>libre</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>rien pour l&apos;instant</translation>
    </message>
    <message>
        <source>{player}, {box}, {value}</source>
        <comment>a cell read aloud</comment>
        <translation>{player}, {box}, {value}</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <comment>a box&apos;s tooltip</comment>
        <translation>{box} : {rule}</translation>
    </message>
    <message>
        <source>Adds {points} now: click it, or select it with Up/Down and press Enter.</source>
        <translation>Rapporte {points} maintenant : cliquez dessus, ou sélectionnez-la avec Haut/Bas et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Feuille de score</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>The computer players&apos; strategy could not be loaded, so they play a simple game for now.</source>
        <translation>La stratégie des joueurs ordinateur n&apos;a pas pu être chargée : ils jouent de façon simplifiée pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Follow the system</source>
        <translation>Suivre le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Play sounds (M)</source>
        <translation>Activer les sons (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Activer les sons</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <translation>Volume : {percent} %</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume sonore</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Thème de couleurs</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>La langue des textes du jeu. « Langue du système » suit la langue réglée sur votre ordinateur.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Coach mode: say when a move costs points</source>
        <translation>Mode coach : signaler quand un coup coûte des points</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>Mode coach</translation>
    </message>
    <message>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <source>Coach mode speaks up when a move costs more than:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode speaks up when a move costs more than this many points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and rules are chosen under New game: changing them starts a new game.</source>
        <translation>Les joueurs et les règles se choisissent dans Nouvelle partie : les modifier lance une nouvelle partie.</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
</context>
<context>
    <name>Snapshot</name>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Au tour de {name}</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Tous les joueurs ont épuisé leur temps</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <translation>
            <numerusform>Partie terminée : %n point</numerusform>
            <numerusform>Partie terminée : %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It&apos;s a tie: {names} and {last}, %n points each</source>
        <translation>
            <numerusform>Égalité : {names} et {last}, %n point chacun</numerusform>
            <numerusform>Égalité : {names} et {last}, %n points chacun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n points</source>
        <translation>
            <numerusform>{name} gagne avec %n point</numerusform>
            <numerusform>{name} gagne avec %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Each player&apos;s chance to win from here, with perfect play</source>
        <translation>Les chances de victoire de chaque joueur à partir d&apos;ici, en jeu parfait</translation>
    </message>
    <message>
        <source>The best score for this kind of game (players, rules, cards).</source>
        <translation>Le meilleur score pour ce type de partie (joueurs, règles, grilles).</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Tour {turn} sur {turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <translation>
            <numerusform>%n lancer restant</numerusform>
            <numerusform>%n lancers restants</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left (paused)</source>
        <translation>Temps {time} · {name} : {left} restant (en pause)</translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left</source>
        <translation>Temps {time} · {name} : {left} restant</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <translation>Temps {time} (en pause)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <translation>Temps {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <translation>Chances : {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Record : —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <translation>Record : {score} ({name})</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The game history is in use by another program, so finished games cannot be recorded right now.</source>
        <translation>L&apos;historique des parties est utilisé par un autre programme : les parties terminées ne peuvent pas être enregistrées pour le moment.</translation>
    </message>
    <message>
        <source>The disk is full, so the game history cannot take new games now: finished games wait beside it and are added when there is room. Nothing in the history was changed.</source>
        <translation>Le disque est plein : l&apos;historique des parties ne peut pas accueillir de nouvelles parties pour l&apos;instant. Les parties terminées attendent à côté et seront ajoutées dès qu&apos;il y aura de la place. Rien n&apos;a été modifié dans l&apos;historique.</translation>
    </message>
    <message>
        <source>The game history cannot be saved: the folder {folder} cannot be written, so finished games will not be recorded. Nothing was changed.</source>
        <translation>Impossible d&apos;enregistrer l&apos;historique des parties : le dossier {folder} n&apos;est pas accessible en écriture, donc les parties terminées ne seront pas enregistrées. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The game history {file} cannot be written (the file is read-only): finished games wait beside it and are added once it can be written. It was left as it is.</source>
        <translation>L&apos;historique des parties {file} n&apos;est pas accessible en écriture (le fichier est en lecture seule) : les parties terminées attendent à côté et y seront ajoutées dès qu&apos;il sera de nouveau accessible en écriture. Il a été laissé tel quel.</translation>
    </message>
    <message>
        <source>The game history cannot be opened ({reason}): finished games wait beside it and are added once it opens. It was left as it is.</source>
        <translation>Impossible d&apos;ouvrir l&apos;historique des parties ({reason}) : les parties terminées attendent à côté et y seront ajoutées dès qu&apos;il pourra être ouvert. Il a été laissé tel quel.</translation>
    </message>
    <message>
        <source>The game history is damaged, and it was left as it is: its folder {folder} cannot be written, so saving is off.</source>
        <translation>L&apos;historique des parties est endommagé et a été laissé tel quel : son dossier {folder} n&apos;est pas accessible en écriture, donc l&apos;enregistrement est désactivé.</translation>
    </message>
    <message>
        <source>The game history is damaged and could not be set aside.</source>
        <translation>L&apos;historique des parties est endommagé et n&apos;a pas pu être mis de côté.</translation>
    </message>
    <message>
        <source>The game history cannot be shown: {reason}</source>
        <translation>Impossible d&apos;afficher l&apos;historique des parties : {reason}</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started. The damaged file was kept as {file}.</source>
        <translation>La partie sauvegardée n&apos;a pas pu être restaurée : une nouvelle partie a donc commencé. Le fichier endommagé a été conservé sous le nom {file}.</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started.</source>
        <translation>La partie sauvegardée n&apos;a pas pu être restaurée : une nouvelle partie a donc commencé.</translation>
    </message>
    <message>
        <source>The history was not exported to {file}: that is one of Five Dice&apos;s own files, where it keeps your games and settings. Nothing was written; choose another name or folder.</source>
        <translation>L&apos;historique n&apos;a pas été exporté vers {file} : c&apos;est l&apos;un des fichiers propres à Five Dice, où il conserve vos parties et vos paramètres. Rien n&apos;a été écrit ; choisissez un autre nom ou un autre dossier.</translation>
    </message>
    <message>
        <source>The disk is full, so the history could not be written to {file}. Free some space on that disk, or choose another one.</source>
        <translation>Le disque est plein, l&apos;historique n&apos;a donc pas pu être écrit dans {file}. Libérez de l&apos;espace sur ce disque ou choisissez-en un autre.</translation>
    </message>
    <message>
        <source>The history could not be written to {file}: {reason}</source>
        <translation>Impossible d&apos;écrire l&apos;historique dans {file} : {reason}</translation>
    </message>
    <message>
        <source>The game history could not be read: {reason}</source>
        <translation>Impossible de lire l&apos;historique des parties : {reason}</translation>
    </message>
    <message>
        <source>The game history holds rules this Five Dice does not know: {reason}</source>
        <translation>L&apos;historique des parties contient des règles que cette version de Five Dice ne connaît pas : {reason}</translation>
    </message>
    <message>
        <source>The game history&apos;s version mark was damaged and has been repaired; every game in it is kept.</source>
        <translation>Le marqueur de version de l&apos;historique des parties était endommagé et a été réparé ; toutes les parties qu&apos;il contient sont conservées.</translation>
    </message>
    <message>
        <source>The game history cannot be saved in this folder.</source>
        <translation>L&apos;historique des parties ne peut pas être enregistré dans ce dossier.</translation>
    </message>
    <message>
        <source>The game history cannot be opened: {reason}</source>
        <translation>Impossible d&apos;ouvrir l&apos;historique des parties : {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged and a new one could not be started: {reason}</source>
        <translation>L&apos;historique des parties est endommagé et un nouvel historique n&apos;a pas pu être créé : {reason}</translation>
    </message>
    <message>
        <source>The file where the game history belongs was not a Five Dice history, so a new history was started (that file was kept as {file}).</source>
        <translation>Le fichier prévu pour l&apos;historique des parties n&apos;était pas un historique Five Dice : un nouvel historique a donc été créé (ce fichier a été conservé sous le nom {file}).</translation>
    </message>
    <message>
        <source>The game history was damaged, so a new one was started (the old file was kept as {file}).</source>
        <translation>L&apos;historique des parties était endommagé : un nouvel historique a donc été créé (l&apos;ancien fichier a été conservé sous le nom {file}).</translation>
    </message>
    <message>
        <source>The game history cannot be read.</source>
        <translation>Impossible de lire l&apos;historique des parties.</translation>
    </message>
    <message>
        <source>Saving works again: this game and your settings are kept.</source>
        <translation>L&apos;enregistrement fonctionne de nouveau : cette partie et vos paramètres sont conservés.</translation>
    </message>
    <message>
        <source>The finished game that was waiting for room is kept now, and goes into your history.</source>
        <translation>La partie terminée qui attendait de la place est maintenant conservée et sera ajoutée à votre historique.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save right now. Free some space on the disk: saving starts again by itself, and nothing is lost while Five Dice stays open.</source>
        <translation>Le disque est plein, Five Dice ne peut donc pas enregistrer pour le moment. Libérez de l&apos;espace sur le disque : l&apos;enregistrement reprendra de lui-même, et rien n&apos;est perdu tant que Five Dice reste ouvert.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save: this game, your settings and your history will not be kept. Free some space on the disk and start Five Dice again.</source>
        <translation>Le disque est plein, Five Dice ne peut donc pas enregistrer : cette partie, vos paramètres et votre historique ne seront pas conservés. Libérez de l&apos;espace sur le disque et relancez Five Dice.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to the data folder. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Enregistrement désactivé : Five Dice ne peut pas écrire dans le dossier de données. Vous pouvez continuer à jouer, mais cette partie, vos paramètres et votre historique ne seront pas conservés.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to {folder}. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Enregistrement désactivé : Five Dice ne peut pas écrire dans {folder}. Vous pouvez continuer à jouer, mais cette partie, vos paramètres et votre historique ne seront pas conservés.</translation>
    </message>
    <message>
        <source>The history is busy; this game will be added as soon as it is free.</source>
        <translation>L&apos;historique est occupé ; cette partie y sera ajoutée dès qu&apos;il sera libre.</translation>
    </message>
    <message>
        <source>This game could not be added to your history yet; it is kept and will be added at the next start.</source>
        <translation>Cette partie n&apos;a pas encore pu être ajoutée à votre historique ; elle est conservée et sera ajoutée au prochain démarrage.</translation>
    </message>
    <message>
        <source>The disk is full: this game waits beside your history and is added when there is room.</source>
        <translation>Le disque est plein : cette partie attend à côté de votre historique et y sera ajoutée dès qu&apos;il y aura de la place.</translation>
    </message>
    <message>
        <source>This game could not be saved yet. Five Dice holds it and tries again at every save: keep Five Dice open until it says the game is kept.</source>
        <translation>Cette partie n&apos;a pas encore pu être enregistrée. Five Dice la garde et réessaie à chaque enregistrement : laissez Five Dice ouvert jusqu&apos;à ce qu&apos;il indique que la partie est conservée.</translation>
    </message>
    <message>
        <source>The disk is full, so this game could not be saved yet. Five Dice holds it: free some space on the disk, and keep Five Dice open until it says the game is kept.</source>
        <translation>Le disque est plein, cette partie n&apos;a donc pas encore pu être enregistrée. Five Dice la garde : libérez de l&apos;espace sur le disque et laissez Five Dice ouvert jusqu&apos;à ce qu&apos;il indique que la partie est conservée.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <translation>Nouveau record personnel pour {name} : {score} (précédent : {old}).</translation>
    </message>
    <message>
        <source>This game was played with help ({how}), so the scoreboard marks it as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First score for this kind of game, {kind}: {who} scored {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} set the first score on the scoreboard for this kind of game, {kind}: {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New best score for this kind of game: {who}, {score} (was {old})!</source>
        <translation>Nouveau record pour ce type de partie : {who}, {score} (précédent : {old}) !</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is not available.</source>
        <translation>L&apos;historique des parties n&apos;est pas disponible.</translation>
    </message>
    <message>
        <source>That game cannot be replayed: {reason}</source>
        <translation>Impossible de rejouer cette partie : {reason}</translation>
    </message>
    <message>
        <source>hints</source>
        <comment>help used in a game</comment>
        <translation>conseils</translation>
    </message>
    <message>
        <source>undo</source>
        <comment>help used in a game</comment>
        <translation>annulation</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Triple</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>une grille</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n grille</numerusform>
            <numerusform>%n grilles</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <translation>{cards} · Yam&apos;s supplémentaire : {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <translation>{cards} · Yam&apos;s supplémentaire : {extra_five} · feuilles masquées</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>it was written by a newer Five Dice (schema {version}; this one knows up to {known})</source>
        <translation>il a été écrit par une version plus récente de Five Dice (schéma {version} ; celle-ci connaît jusqu&apos;au schéma {known})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used.</source>
        <translation>Vos paramètres n&apos;ont pas pu être lus : les valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used.</source>
        <translation>Votre fichier de paramètres était endommagé : les valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used (kept as {file}).</source>
        <translation>Votre fichier de paramètres était endommagé : les valeurs par défaut sont utilisées (fichier conservé sous le nom {file}).</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>Perfect play for the Hard computer could not be worked out, so it plays a simpler game for now.</source>
        <translation>Le jeu parfait de l&apos;ordinateur Difficile n&apos;a pas pu être calculé : il joue de façon plus simple pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Working out perfect play for the Hard computer ({percent}%): this happens once.</source>
        <translation>Calcul du jeu parfait pour l&apos;ordinateur Difficile ({percent} %) : cette opération n&apos;a lieu qu&apos;une fois.</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Five Dice</source>
        <translation>Five Dice</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Commencer une nouvelle partie ?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>La partie en cours sera perdue.</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <translation>Recommencer cette partie ?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Tout ce qui a été joué jusqu&apos;ici sera perdu ; les mêmes joueurs recommencent avec de nouveaux dés.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Le jeu parfait est encore en cours de calcul ; redemandez un conseil dans un instant.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} joue.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>En pause.</translation>
    </message>
    <message>
        <source>Roll to see every choice with its expected final score.</source>
        <translation>Lancez les dés pour voir chaque choix avec son score final espéré.</translation>
    </message>
    <message>
        <source>Working out perfect play…</source>
        <translation>Calcul du jeu parfait…</translation>
    </message>
</context>
</TS>
