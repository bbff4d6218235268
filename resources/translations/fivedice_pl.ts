<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL" sourcelanguage="en">
<context>
    <name>Actions</name>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Set up players and rules and start a new game</source>
        <translation>Wybierz graczy i zasady, a potem zacznij nową grę</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nowa gra</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Take back the last roll or the last box filled</source>
        <translation>Cofnij ostatni rzut lub ostatnio wypełnione pole</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>cofnij</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <source>Stop the clock and hide the board</source>
        <translation>Zatrzymaj zegar i ukryj planszę</translation>
    </message>
    <message>
        <source>pause or resume</source>
        <translation>pauza lub wznowienie</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Od nowa</translation>
    </message>
    <message>
        <source>Start this game again with the same players and rules</source>
        <translation>Zacznij tę grę od nowa z tymi samymi graczami i zasadami</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Show the best move now, from perfect play (the game is marked as assisted)</source>
        <translation>Pokaż najlepszy ruch według gry optymalnej (gra zostanie oznaczona jako rozegrana z pomocą)</translation>
    </message>
    <message>
        <source>hint (the game counts as assisted)</source>
        <translation>podpowiedź (gra liczy się jako rozegrana z pomocą)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analiza</translation>
    </message>
    <message>
        <source>Show every choice with its expected final score (the game is marked as assisted)</source>
        <translation>Pokaż każdy możliwy wybór z oczekiwanym wynikiem końcowym (gra zostanie oznaczona jako rozegrana z pomocą)</translation>
    </message>
    <message>
        <source>analysis panel (the game counts as assisted)</source>
        <translation>panel analizy (gra liczy się jako rozegrana z pomocą)</translation>
    </message>
    <message>
        <source>Chances to win</source>
        <translation>Szanse na wygraną</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, in the status bar (in games of two or more players)</source>
        <translation>Szanse każdego gracza na wygraną, na pasku stanu (w grach co najmniej dwóch graczy)</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Tablica wyników</translation>
    </message>
    <message>
        <source>Best scores and statistics from your history of games</source>
        <translation>Najlepsze wyniki i statystyki z historii twoich gier</translation>
    </message>
    <message>
        <source>scoreboard</source>
        <translation>tablica wyników</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Dźwięk</translation>
    </message>
    <message>
        <source>Play the sounds of the dice and the boxes</source>
        <translation>Odtwarzaj dźwięki kości i pól</translation>
    </message>
    <message>
        <source>sound on or off</source>
        <translation>włącz lub wyłącz dźwięk</translation>
    </message>
    <message>
        <source>Host a table…</source>
        <translation>Załóż stół…</translation>
    </message>
    <message>
        <source>Play with people at other computers on this network: open a table they can join</source>
        <translation>Zagraj z osobami przy innych komputerach w tej sieci: otwórz stół, do którego mogą dołączyć</translation>
    </message>
    <message>
        <source>Join a table…</source>
        <translation>Dołącz do stołu…</translation>
    </message>
    <message>
        <source>Sit at a table hosted on another computer of this network</source>
        <translation>Usiądź przy stole założonym na innym komputerze w tej sieci</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Ustawienia…</translation>
    </message>
    <message>
        <source>Computer speed, animation, sound and colours</source>
        <translation>Szybkość komputera, animacja, dźwięk i kolory</translation>
    </message>
    <message>
        <source>settings</source>
        <translation>ustawienia</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak grać</translation>
    </message>
    <message>
        <source>The rules of Five Dice</source>
        <translation>Zasady gry Five Dice</translation>
    </message>
    <message>
        <source>how to play (this page)</source>
        <translation>jak grać (ta strona)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Every key of the game, in How to play</source>
        <translation>Wszystkie klawisze gry, na stronie Jak grać</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>O grze Five Dice</translation>
    </message>
    <message>
        <source>The version of Five Dice and what it is</source>
        <translation>Wersja gry Five Dice i kilka słów o niej</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <source>Close Five Dice (your game is saved)</source>
        <translation>Zamknij Five Dice (gra zostanie zapisana)</translation>
    </message>
    <message>
        <source>quit (the game is saved)</source>
        <translation>zakończ (gra zostanie zapisana)</translation>
    </message>
    <message>
        <source>Space or R</source>
        <translation>Spacja lub R</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>rzut</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1–5</translation>
    </message>
    <message>
        <source>hold or release a die</source>
        <translation>zatrzymaj lub zwolnij kość</translation>
    </message>
    <message>
        <source>Up or Down</source>
        <translation>Strzałka w górę lub w dół</translation>
    </message>
    <message>
        <source>choose a box</source>
        <translation>wybierz pole</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>fill the chosen box</source>
        <translation>wpisz wynik do wybranego pola</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>skip to the end of a computer player&apos;s turn (other keys wait while it plays)</source>
        <translation>przewiń do końca tury gracza komputerowego (inne klawisze czekają, aż skończy)</translation>
    </message>
    <message>
        <source>Tab or Shift+Tab</source>
        <translation>Tab lub Shift+Tab</translation>
    </message>
    <message>
        <source>move between controls; Enter or Space presses the one with the focus</source>
        <translation>przejście między elementami okna; Enter lub Spacja naciska ten, który ma fokus</translation>
    </message>
    <message>
        <source>{key} or {other_key}</source>
        <translation>{key} lub {other_key}</translation>
    </message>
    <message>
        <source>{tip} ({shortcuts})</source>
        <translation>{tip} ({shortcuts})</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
    <message>
        <source>Start the clock again and show the board</source>
        <translation>Uruchom zegar ponownie i pokaż planszę</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <source>New game.</source>
        <translation>Nowa gra.</translation>
    </message>
    <message>
        <source>{player} rolled {dice}.</source>
        <translation>{player} rzuca: {dice}.</translation>
    </message>
    <message>
        <source>{name} is out of time.</source>
        <translation>{name}: koniec czasu.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Cofnięto.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Pauza.</translation>
    </message>
    <message>
        <source>Resumed.</source>
        <translation>Wznowiono.</translation>
    </message>
    <message>
        <source>{player} held {held} and rolled again: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rolls left: pick a box.</source>
        <translation>Brak rzutów: wybierz pole.</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left.</source>
        <translation>
            <numerusform>Został %n rzut.</numerusform>
            <numerusform>Zostały %n rzuty.</numerusform>
            <numerusform>Zostało %n rzutów.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} filled a box.</source>
        <translation>{player} wypełnia pole.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} wpisuje {points} do pola {box}, z premią za dodatkowego generała ({bonus}) i premią górną ({upper_bonus}).</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} wpisuje {points} do pola {box}, z premią za dodatkowego generała ({bonus}).</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} wpisuje {points} do pola {box} i zdobywa premię górną ({upper_bonus}).</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}.</source>
        <translation>{player} wpisuje {points} do pola {box}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} wpisuje {points} do pola {box} na karcie {card}, z premią za dodatkowego generała ({bonus}) i premią górną ({upper_bonus}).</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, with a {bonus} point extra-five bonus.</source>
        <translation>{player} wpisuje {points} do pola {box} na karcie {card}, z premią za dodatkowego generała ({bonus}).</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, and the {upper_bonus} point upper bonus.</source>
        <translation>{player} wpisuje {points} do pola {box} na karcie {card} i zdobywa premię górną ({upper_bonus}).</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}.</source>
        <translation>{player} wpisuje {points} do pola {box} na karcie {card}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>Teraz gra {name}.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Koniec gry.</translation>
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
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: a tie between {names} and {last}, %n points each.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {name} wins with %n points.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The game in progress was played at a network table. It goes on here, at this computer: the players who were elsewhere now play here.</source>
        <translation>Trwająca gra toczyła się przy stole sieciowym. Toczy się dalej tutaj, na tym komputerze: gracze, którzy byli przy innych komputerach, grają teraz tutaj.</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}. It did not answer when asked to come to the front. Switch to it, or close it before starting Five Dice again.</source>
        <translation>Gra Five Dice jest już uruchomiona z folderem {folder}. Nie odpowiada na prośbę o przejście na pierwszy plan. Przełącz się na nią albo ją zamknij, zanim ponownie uruchomisz Five Dice.</translation>
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
        <translation>Jedynki</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Dwójki</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Trójki</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Czwórki</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Piątki</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Szóstki</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Trzy jednakowe</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Kareta</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Mały strit</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Duży strit</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Generał</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Szansa</translation>
    </message>
    <message>
        <source>The sum of the dice showing 1.</source>
        <translation>Suma oczek kości, na których wypadło 1.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 2.</source>
        <translation>Suma oczek kości, na których wypadło 2.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 3.</source>
        <translation>Suma oczek kości, na których wypadło 3.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 4.</source>
        <translation>Suma oczek kości, na których wypadło 4.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 5.</source>
        <translation>Suma oczek kości, na których wypadło 5.</translation>
    </message>
    <message>
        <source>The sum of the dice showing 6.</source>
        <translation>Suma oczek kości, na których wypadło 6.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least three show the same face.</source>
        <translation>Suma oczek wszystkich pięciu kości, jeśli na co najmniej trzech wypadło to samo.</translation>
    </message>
    <message>
        <source>The sum of all five dice if at least four show the same face.</source>
        <translation>Suma oczek wszystkich pięciu kości, jeśli na co najmniej czterech wypadło to samo.</translation>
    </message>
    <message>
        <source>25 for three of one face and two of another.</source>
        <translation>25 za trzy kości z jedną wartością i dwie z inną.</translation>
    </message>
    <message>
        <source>30 for four faces in a row (1-2-3-4, 2-3-4-5 or 3-4-5-6).</source>
        <translation>30 za cztery kolejne wartości (1-2-3-4, 2-3-4-5 lub 3-4-5-6).</translation>
    </message>
    <message>
        <source>40 for five faces in a row (1-2-3-4-5 or 2-3-4-5-6).</source>
        <translation>40 za pięć kolejnych wartości (1-2-3-4-5 lub 2-3-4-5-6).</translation>
    </message>
    <message>
        <source>50 when all five dice show the same face.</source>
        <translation>50, gdy na wszystkich pięciu kościach wypadło to samo.</translation>
    </message>
    <message>
        <source>The sum of all five dice, always.</source>
        <translation>Suma oczek wszystkich pięciu kości, zawsze.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>No finished games yet</source>
        <translation>Brak ukończonych gier</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>{low}–{high}: {games}</source>
        <translation>{low}–{high}: {games}</translation>
    </message>
    <message>
        <source>Games per score band. {bands}</source>
        <translation>Liczba gier w przedziałach wyników. {bands}</translation>
    </message>
    <message>
        <source>Game, oldest to latest</source>
        <translation>Gra, od najstarszej do najnowszej</translation>
    </message>
    <message numerus="yes">
        <source>Last %n games</source>
        <translation>
            <numerusform>Ostatnia gra</numerusform>
            <numerusform>Ostatnie %n gry</numerusform>
            <numerusform>Ostatnich %n gier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n recent games, last {score}, recent average {average}</source>
        <translation>
            <numerusform>Ostatnia gra: wynik {score}, średnia {average}</numerusform>
            <numerusform>%n ostatnie gry, ostatni wynik {score}, średnia {average}</numerusform>
            <numerusform>%n ostatnich gier, ostatni wynik {score}, średnia {average}</numerusform>
        </translation>
    </message>
    <message>
        <source>Average of last 5</source>
        <translation>Średnia z ostatnich 5</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Gra optymalna jest jeszcze obliczana; spróbuj podpowiedzi za chwilę.</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; open the review again in a moment.</source>
        <translation>Gra optymalna jest jeszcze obliczana; otwórz przegląd ponownie za chwilę.</translation>
    </message>
    <message>
        <source>Expected final score of each choice (perfect play)</source>
        <translation>Oczekiwany wynik końcowy każdego wyboru (gra optymalna)</translation>
    </message>
    <message>
        <source>Expected final score of each choice (approximate for several cards and the Triple game)</source>
        <translation>Oczekiwany wynik końcowy każdego wyboru (w przybliżeniu przy kilku kartach i w grze Potrójnej)</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn.</source>
        <translation>Rzuć kośćmi, aby zacząć turę.</translation>
    </message>
    <message>
        <source>Roll the dice to start your turn — approximate.</source>
        <translation>Rzuć kośćmi, aby zacząć turę — w przybliżeniu.</translation>
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
        <translation>Wybór</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Oczekiwany wynik</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Strata</translation>
    </message>
    <message>
        <source>best</source>
        <comment>the best choice in the analysis</comment>
        <translation>najlepszy</translation>
    </message>
    <message>
        <source>Your current choice</source>
        <translation>Twój obecny wybór</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analiza</translation>
    </message>
    <message>
        <source>Choices and their expected final scores</source>
        <translation>Możliwe wybory i ich oczekiwane wyniki końcowe</translation>
    </message>
    <message>
        <source>Chances to win: {chances}</source>
        <translation>Szanse na wygraną: {chances}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Instant</source>
        <translation>Natychmiast</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybko</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalnie</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolno</translation>
    </message>
    <message>
        <source>Animate rolling dice</source>
        <translation>Animuj rzut kośćmi</translation>
    </message>
    <message>
        <source>Computer speed</source>
        <translation>Szybkość komputera</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>{name}: choices</source>
        <translation>{name}: wybór</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Kość {number}: jeszcze nierzucona</translation>
    </message>
    <message>
        <source>{description}. Click or press {key} to hold or release it.</source>
        <translation>{description}. Kliknij lub naciśnij {key}, aby ją zatrzymać lub zwolnić.</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>ZOSTAJE</translation>
    </message>
    <message>
        <source>KEEP?</source>
        <translation>ZOSTAW?</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Czyja kolej</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rzuć</translation>
    </message>
    <message>
        <source>How to play (F1)</source>
        <translation>Jak grać (F1)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak grać</translation>
    </message>
    <message>
        <source>Start again with the same players and rules</source>
        <translation>Zacznij od nowa z tymi samymi graczami i zasadami</translation>
    </message>
    <message>
        <source>Skip to the end of the computer&apos;s turn (Esc)</source>
        <translation>Przewiń do końca tury komputera (Esc)</translation>
    </message>
    <message>
        <source>Roll the dice that are not held (Space or R)</source>
        <translation>Rzuć niezatrzymanymi kośćmi (Spacja lub R)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <source>The final scores are on the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Tura {turn} z {turns}</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>komputer, {level}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Zagraj ponownie</translation>
    </message>
    <message>
        <source>Skip to the end (Esc)</source>
        <translation>Przewiń do końca (Esc)</translation>
    </message>
    <message numerus="yes">
        <source>Roll again (%n left)</source>
        <translation>
            <numerusform>Rzuć ponownie (został %n)</numerusform>
            <numerusform>Rzuć ponownie (zostały %n)</numerusform>
            <numerusform>Rzuć ponownie (zostało %n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No rolls left: pick a box</source>
        <translation>Brak rzutów: wybierz pole</translation>
    </message>
    <message>
        <source>Play again with the same players, or set up a new game with N.</source>
        <translation>Zagraj ponownie z tymi samymi graczami albo ustaw nową grę klawiszem N.</translation>
    </message>
    <message>
        <source>Paused: press P or choose Resume to go on.</source>
        <translation>Pauza: naciśnij P lub wybierz Wznów, aby grać dalej.</translation>
    </message>
    <message>
        <source>{name} is playing at another computer.</source>
        <translation>{name} gra przy innym komputerze.</translation>
    </message>
    <message>
        <source>{name} is playing. Press Esc or click to skip to the end of the turn.</source>
        <translation>{name} gra. Naciśnij Esc lub kliknij, aby przewinąć do końca tury.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Naciśnij Spację lub R, aby rzucić.</translation>
    </message>
    <message>
        <source>Hold dice with a click or 1–5, roll again, or pick a box on the card.</source>
        <translation>Zatrzymaj kości kliknięciem lub klawiszami 1–5, rzuć ponownie albo wybierz pole na karcie.</translation>
    </message>
    <message>
        <source>Pick a box on the card: click it, or use Up/Down and Enter.</source>
        <translation>Wybierz pole na karcie: kliknij je albo użyj strzałek w górę/w dół i klawisza Enter.</translation>
    </message>
    <message>
        <source>one</source>
        <translation>jedynka</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dwójka</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trójka</translation>
    </message>
    <message>
        <source>four</source>
        <translation>czwórka</translation>
    </message>
    <message>
        <source>five</source>
        <translation>piątka</translation>
    </message>
    <message>
        <source>six</source>
        <translation>szóstka</translation>
    </message>
    <message>
        <source>Die {number}: hidden while paused</source>
        <translation>Kość {number}: ukryta podczas pauzy</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Kość {number}: {face}, zatrzymana</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Kość {number}: {face}</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>{name} is out of time</source>
        <translation>{name}: koniec czasu</translation>
    </message>
    <message>
        <source>{player} filled a box</source>
        <translation>{player} wypełnia pole</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} wpisuje {points} do pola {box} na karcie {card} i zdobywa premię górną (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box} on card {card}</source>
        <translation>{player} wpisuje {points} do pola {box} na karcie {card}</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}, reaching the upper bonus (+{upper_bonus})</source>
        <translation>{player} wpisuje {points} do pola {box} i zdobywa premię górną (+{upper_bonus})</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}</source>
        <translation>{player} wpisuje {points} do pola {box}</translation>
    </message>
    <message>
        <source>+100: Five of a Kind holds 50 on every card.</source>
        <translation>+100: pole Generał ma 50 na każdej karcie.</translation>
    </message>
    <message>
        <source>+100: Five of a Kind already holds 50.</source>
        <translation>+100: pole Generał ma już 50.</translation>
    </message>
    <message>
        <source>Free joker: this roll may go in any open box at full value.</source>
        <translation>Wolny joker: ten rzut można wpisać za pełną wartość do dowolnego wolnego pola.</translation>
    </message>
    <message>
        <source>No bonus: not every card&apos;s Five of a Kind holds 50.</source>
        <translation>Bez premii: nie na każdej karcie pole Generał ma 50.</translation>
    </message>
    <message>
        <source>No bonus: Five of a Kind holds 0.</source>
        <translation>Bez premii: pole Generał ma 0.</translation>
    </message>
    <message>
        <source>Joker rule: it must go in {box}, its own upper box.</source>
        <translation>Zasada jokera: rzut musi trafić do pola {box}, jego własnego pola w górnej części.</translation>
    </message>
    <message>
        <source>Joker rule: {box} is filled, so any open lower box takes it at full value.</source>
        <translation>Zasada jokera: pole {box} jest wypełnione, więc rzut można wpisać za pełną wartość do dowolnego wolnego pola w dolnej części.</translation>
    </message>
    <message>
        <source>Joker rule: no lower box is open, so an upper box takes it for 0.</source>
        <translation>Zasada jokera: w dolnej części nie ma wolnego pola, więc rzut trafia za 0 do pola w górnej części.</translation>
    </message>
    <message>
        <source>&lt;1%</source>
        <translation>&lt;1%</translation>
    </message>
    <message>
        <source>&gt;99%</source>
        <translation>&gt;99%</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{player} {chance}</source>
        <comment>a player&apos;s chance to win</comment>
        <translation>{player}: {chance}</translation>
    </message>
    <message>
        <source>{name}&apos;s card is hidden until the game ends.</source>
        <translation>Karta gracza {name} jest ukryta do końca gry.</translation>
    </message>
    <message>
        <source>Card {card}: {total} ×{multiplier} = {value}</source>
        <translation>Karta {card}: {total} ×{multiplier} = {value}</translation>
    </message>
    <message>
        <source>Card {card}: {total}</source>
        <translation>Karta {card}: {total}</translation>
    </message>
    <message>
        <source>Grand total: {total}</source>
        <translation>Suma końcowa: {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Górna część {upper} + premia górna {upper_bonus} + dolna część {lower} + premia za dodatkowe generały {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + upper bonus {upper_bonus} + lower {lower} = {total}</source>
        <translation>Górna część {upper} + premia górna {upper_bonus} + dolna część {lower} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} + extra-five bonus {extra_bonus} = {total}</source>
        <translation>Górna część {upper} + dolna część {lower} + premia za dodatkowe generały {extra_bonus} = {total}</translation>
    </message>
    <message>
        <source>Upper {upper} + lower {lower} = {total}</source>
        <translation>Górna część {upper} + dolna część {lower} = {total}</translation>
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
        <translation>Nie udało się zapisać historii do pliku {file}.</translation>
    </message>
</context>
<context>
    <name>Felt</name>
    <message>
        <source>What the other players did last</source>
        <translation>Ostatnie ruchy pozostałych graczy</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Pozostały czas</translation>
    </message>
    <message>
        <source>Why these boxes</source>
        <translation>Dlaczego te pola</translation>
    </message>
    <message>
        <source>The coach&apos;s note on your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {time} left (paused)</source>
        <translation>{name}: zostało {time} (pauza)</translation>
    </message>
    <message>
        <source>{name}: {time} left</source>
        <translation>{name}: zostało {time}</translation>
    </message>
    <message numerus="yes">
        <source>{name} has %n seconds left.</source>
        <translation>
            <numerusform>{name}: została %n sekunda.</numerusform>
            <numerusform>{name}: zostały %n sekundy.</numerusform>
            <numerusform>{name}: zostało %n sekund.</numerusform>
        </translation>
    </message>
    <message>
        <source>Five of a Kind!</source>
        <translation>Generał!</translation>
    </message>
    <message>
        <source>Upper bonus +{bonus}!</source>
        <translation>Premia górna +{bonus}!</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message numerus="yes">
        <source>The game lasts %n turns per player, one box a turn.</source>
        <translation>
            <numerusform>Gra trwa %n turę na gracza, jedno pole na turę.</numerusform>
            <numerusform>Gra trwa %n tury na gracza, jedno pole na turę.</numerusform>
            <numerusform>Gra trwa %n tur na gracza, jedno pole na turę.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In this game each player has &lt;b&gt;%n minutes&lt;/b&gt; of thinking time for the whole game, counted only during their own turns. A player whose time runs out drops out: their card stays as it is and the others play on.</source>
        <translation>
            <numerusform>W tej grze każdy gracz ma na całą grę &lt;b&gt;%n minutę&lt;/b&gt; czasu do namysłu, liczonego tylko podczas jego własnych tur. Gracz, któremu skończy się czas, odpada: jego karta zostaje taka, jaka jest, a pozostali grają dalej.</numerusform>
            <numerusform>W tej grze każdy gracz ma na całą grę &lt;b&gt;%n minuty&lt;/b&gt; czasu do namysłu, liczonego tylko podczas jego własnych tur. Gracz, któremu skończy się czas, odpada: jego karta zostaje taka, jaka jest, a pozostali grają dalej.</numerusform>
            <numerusform>W tej grze każdy gracz ma na całą grę &lt;b&gt;%n minut&lt;/b&gt; czasu do namysłu, liczonego tylko podczas jego własnych tur. Gracz, któremu skończy się czas, odpada: jego karta zostaje taka, jaka jest, a pozostali grają dalej.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game has no time limit.</source>
        <translation>Ta gra nie ma limitu czasu.</translation>
    </message>
    <message>
        <source>version {version}</source>
        <translation>wersja {version}</translation>
    </message>
    <message>
        <source>About Five Dice</source>
        <translation>O grze Five Dice</translation>
    </message>
    <message>
        <source>&lt;b&gt;Five Dice&lt;/b&gt; {version}</source>
        <translation>&lt;b&gt;Five Dice&lt;/b&gt; {version}</translation>
    </message>
    <message>
        <source>Five dice, three rolls, thirteen boxes: the classic dice game for one to four players, with computer opponents up to perfect play and a coach that knows it.</source>
        <translation>Pięć kości, trzy rzuty, trzynaście pól: klasyczna gra w kości dla jednego do czterech graczy, z przeciwnikami komputerowymi aż po grę optymalną i z trenerem, który ją zna.</translation>
    </message>
    <message>
        <source>How to play Five Dice</source>
        <translation>Jak grać w Five Dice</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak grać</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>Instance</name>
    <message>
        <source>Five Dice is already open on {folder} (process {pid}).</source>
        <translation>Gra Five Dice jest już uruchomiona z folderem {folder} (proces {pid}).</translation>
    </message>
    <message>
        <source>Five Dice is already open on {folder}.</source>
        <translation>Gra Five Dice jest już uruchomiona z folderem {folder}.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>System default</source>
        <translation>Język systemu</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalny</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>More actions</source>
        <translation>Więcej działań</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>The game is over: start a new game to play again.</source>
        <translation>Gra się skończyła: zacznij nową, aby zagrać ponownie.</translation>
    </message>
    <message>
        <source>The game is paused: resume it to go on.</source>
        <translation>Gra jest wstrzymana: wznów ją, aby grać dalej.</translation>
    </message>
    <message>
        <source>No rolls left this turn: choose a box to fill.</source>
        <translation>W tej turze nie ma już rzutów: wybierz pole do wypełnienia.</translation>
    </message>
    <message>
        <source>Roll first: dice can be held only after the turn&apos;s first roll.</source>
        <translation>Najpierw rzuć: kości można zatrzymywać dopiero po pierwszym rzucie w turze.</translation>
    </message>
    <message>
        <source>No rolls left this turn, so there is nothing to hold for.</source>
        <translation>W tej turze nie ma już rzutów, więc nie ma po co zatrzymywać kości.</translation>
    </message>
    <message>
        <source>Roll first: a box can be filled only after a roll.</source>
        <translation>Najpierw rzuć: pole można wypełnić dopiero po rzucie.</translation>
    </message>
    <message>
        <source>{box} on card {card} is already filled.</source>
        <translation>Pole {box} na karcie {card} jest już wypełnione.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>Pole {box} jest już wypełnione.</translation>
    </message>
    <message>
        <source>The joker rule does not allow {box} for this five of a kind; it may go in: {boxes}.</source>
        <translation>Zasada jokera nie pozwala wpisać tego generała do pola {box}; można go wpisać do: {boxes}.</translation>
    </message>
    <message>
        <source>There is nothing to undo: the dice were rolled after that box.</source>
        <translation>Nie ma czego cofnąć: po wypełnieniu tego pola już rzucono kośćmi.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Nie ma czego cofnąć.</translation>
    </message>
    <message>
        <source>The game is over: there is nothing to pause.</source>
        <translation>Gra się skończyła: nie ma czego wstrzymywać.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Player {number}</source>
        <translation>Gracz {number}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
</context>
<context>
    <name>Net</name>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Utracono połączenie ze stołem.</translation>
    </message>
    <message>
        <source>This app lost track of the host&apos;s game, so it left the table.</source>
        <translation>Ta aplikacja straciła synchronizację z grą gospodarza, więc opuściła stół.</translation>
    </message>
    <message>
        <source>The host&apos;s dice were not those of its game, so the game is not kept.</source>
        <translation>Kości gospodarza nie zgadzały się z jego grą, więc gra nie zostanie zachowana.</translation>
    </message>
    <message>
        <source>The join code was wrong: a join code is four digits.</source>
        <translation>Błędny kod dołączenia: kod dołączenia ma cztery cyfry.</translation>
    </message>
    <message>
        <source>Could not reach a table at {address} port {port}.</source>
        <translation>Nie udało się połączyć ze stołem pod adresem {address}, port {port}.</translation>
    </message>
    <message>
        <source>The table sent messages this app does not understand.</source>
        <translation>Stół wysłał wiadomości, których ta aplikacja nie rozumie.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twoja kolej.</translation>
    </message>
    <message>
        <source>The join code was wrong.</source>
        <translation>Błędny kod dołączenia.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Gospodarz zamknął stół.</translation>
    </message>
    <message>
        <source>The host&apos;s game went out of step with the table, so the table was closed.</source>
        <translation>Gra gospodarza rozminęła się ze stanem stołu, więc stół został zamknięty.</translation>
    </message>
    <message>
        <source>Your app broke the table&apos;s protocol: goodbye.</source>
        <translation>Twoja aplikacja złamała protokół stołu: do widzenia.</translation>
    </message>
    <message>
        <source>Too many wrong join codes came from your computer: wait a minute.</source>
        <translation>Z twojego komputera przyszło zbyt wiele błędnych kodów dołączenia: odczekaj minutę.</translation>
    </message>
    <message>
        <source>The game at this table is over.</source>
        <translation>Gra przy tym stole się skończyła.</translation>
    </message>
    <message>
        <source>The game at this table has already started.</source>
        <translation>Gra przy tym stole już się zaczęła.</translation>
    </message>
    <message>
        <source>The table is full.</source>
        <translation>Stół jest pełny.</translation>
    </message>
    <message>
        <source>This table does not know your seat: join it again.</source>
        <translation>Ten stół nie zna twojego miejsca: dołącz ponownie.</translation>
    </message>
    <message>
        <source>You were away too long: your seat has dropped out of the game.</source>
        <translation>Zbyt długo cię nie było: twoje miejsce odpadło z gry.</translation>
    </message>
    <message>
        <source>Your seat is still taken by a connection at the table.</source>
        <translation>Twoje miejsce przy stole jest wciąż zajęte przez połączenie.</translation>
    </message>
    <message>
        <source>You left the table.</source>
        <translation>Nie siedzisz już przy stole.</translation>
    </message>
    <message>
        <source>Only the host can pause the game; the host was asked to.</source>
        <translation>Tylko gospodarz może wstrzymać grę; wysłano mu prośbę.</translation>
    </message>
    <message>
        <source>Only the host can resume the game.</source>
        <translation>Tylko gospodarz może wznowić grę.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>Gra jeszcze się nie zaczęła.</translation>
    </message>
    <message>
        <source>In a network game the host&apos;s computer moves the game; ask it with a request.</source>
        <translation>W grze sieciowej grę prowadzi komputer gospodarza; wyślij mu prośbę.</translation>
    </message>
    <message>
        <source>Undo is off in network games.</source>
        <translation>W grach sieciowych cofanie jest wyłączone.</translation>
    </message>
    <message>
        <source>Only the host can do that.</source>
        <translation>Tylko gospodarz może to zrobić.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ten ruch jest niedozwolony.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Zasady na to teraz nie pozwalają.</translation>
    </message>
    <message>
        <source>The game is paused.</source>
        <translation>Gra jest wstrzymana.</translation>
    </message>
</context>
<context>
    <name>NetDialogs</name>
    <message>
        <source>Host a table on the network</source>
        <translation>Załóż stół w sieci</translation>
    </message>
    <message>
        <source>Player elsewhere</source>
        <translation>Gracz zdalny</translation>
    </message>
    <message>
        <source>A person here, a computer, or an open seat for a player at another computer</source>
        <translation>Osoba tutaj, komputer albo wolne miejsce dla gracza przy innym komputerze</translation>
    </message>
    <message>
        <source>Player {number}: here, a computer or elsewhere</source>
        <translation>Gracz {number}: tutaj, komputer albo zdalny</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Stół: {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nazwa stołu</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Otwórz stół</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} (at the host&apos;s computer)</source>
        <translation>{name} (przy komputerze gospodarza)</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Wolne miejsce: oczekiwanie na gracza…</translation>
    </message>
    <message>
        <source>{name} (away: may come back)</source>
        <translation>{name} (poza stołem: może wrócić)</translation>
    </message>
    <message>
        <source>{name} (joined)</source>
        <translation>{name} (przy stole)</translation>
    </message>
    <message>
        <source>Network table</source>
        <translation>Stół sieciowy</translation>
    </message>
    <message>
        <source>this computer&apos;s address</source>
        <translation>adres tego komputera</translation>
    </message>
    <message>
        <source>Players join at {address}, port {port}, with the code {code}.
Tables on this network are also found by Join a table.</source>
        <translation>Gracze dołączają pod adresem {address}, port {port}, z kodem {code}.
Stoły w tej sieci można też znaleźć przez Dołącz do stołu.</translation>
    </message>
    <message>
        <source>Join code {digits}</source>
        <translation>Kod dołączenia {digits}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Miejsca</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Zacznij</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Zamknij stół</translation>
    </message>
    <message>
        <source>Start without the open seats</source>
        <translation>Zacznij bez wolnych miejsc</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Dołącz do stołu</translation>
    </message>
    <message>
        <source>Tables found on this network</source>
        <translation>Stoły znalezione w tej sieci</translation>
    </message>
    <message>
        <source>Search again</source>
        <translation>Szukaj ponownie</translation>
    </message>
    <message>
        <source>e.g. {address}</source>
        <translation>np. {address}</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Kod dołączenia</translation>
    </message>
    <message>
        <source>Looking for tables on this network…</source>
        <translation>Wyszukiwanie stołów w tej sieci…</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Miejsca przy stole</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Dołącz</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Stoły w tej sieci</translation>
    </message>
    <message>
        <source>{table} at {address}, port {port} ({seats} open)</source>
        <translation>{table} – {address}, port {port} (wolne miejsca: {seats})</translation>
    </message>
    <message>
        <source>Choose a table, or type its address and port.</source>
        <translation>Wybierz stół albo wpisz jego adres i port.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address, or choose a table found on this network.</source>
        <translation>Wpisz adres gospodarza albo wybierz stół znaleziony w tej sieci.</translation>
    </message>
    <message>
        <source>The join code has four digits: the host&apos;s screen shows it.</source>
        <translation>Kod dołączenia ma cztery cyfry: widać go na ekranie gospodarza.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Joining {address}…</source>
        <translation>Łączenie z {address}…</translation>
    </message>
    <message>
        <source>You have a seat. The game starts when the host starts it.</source>
        <translation>Masz miejsce przy stole. Gra zacznie się, gdy gospodarz ją rozpocznie.</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Wyjdź</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>{name} has joined the table.</source>
        <translation>{name} dołącza do stołu.</translation>
    </message>
    <message>
        <source>{name} has left the table.</source>
        <translation>{name} opuszcza stół.</translation>
    </message>
    <message>
        <source>{name} is back at the table.</source>
        <translation>{name} wraca do stołu.</translation>
    </message>
    <message>
        <source>{name} did not come back in time and is out of the game.</source>
        <translation>{name} nie wraca na czas i odpada z gry.</translation>
    </message>
    <message>
        <source>{name} asks for a pause (P pauses the game for everyone).</source>
        <translation>{name} prosi o pauzę (P wstrzymuje grę dla wszystkich).</translation>
    </message>
    <message>
        <source>The network table is closed: this game goes on here, at this computer.</source>
        <translation>Stół sieciowy jest zamknięty: ta gra toczy się dalej tutaj, na tym komputerze.</translation>
    </message>
    <message>
        <source>The connection to the table was lost: joining again…</source>
        <translation>Utracono połączenie ze stołem: ponowne dołączanie…</translation>
    </message>
    <message>
        <source>A player</source>
        <translation>Jeden z graczy</translation>
    </message>
    <message>
        <source>The table could not be opened: this computer would not take connections.</source>
        <translation>Nie udało się otworzyć stołu: ten komputer nie przyjmuje połączeń.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>Nie udało się rozpocząć gry: {reason}</translation>
    </message>
    <message>
        <source>Tables cannot be looked for here: type the address.</source>
        <translation>Tutaj nie można wyszukiwać stołów: wpisz adres.</translation>
    </message>
    <message>
        <source>{reason} The game stays on the screen as it was.</source>
        <translation>{reason} Gra zostaje na ekranie w takim stanie, w jakim była.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>A five of a kind after Five of a Kind is filled scores like any other roll: no bonus, no joker.</source>
        <translation>Generał wyrzucony, gdy pole Generał jest już wypełnione, liczy się jak każdy inny rzut: bez premii i bez jokera.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled earns {bonus} if that box holds 50, and is a forced joker: its own upper box if open, else any lower box (Full House 25, straights 30 and 40), else 0 in an upper box.</source>
        <translation>Generał wyrzucony, gdy pole Generał jest już wypełnione, daje {bonus}, jeśli to pole ma 50, i jest obowiązkowym jokerem: trafia do swojego pola w górnej części, jeśli jest wolne, a jeśli nie – do dowolnego pola w dolnej części (Full 25, strity 30 i 40), a gdy i tam nie ma miejsca – za 0 do pola w górnej części.</translation>
    </message>
    <message>
        <source>A five of a kind after Five of a Kind is filled with 50 earns {bonus} and may go in any open box as a joker (Full House 25, straights 30 and 40); after a 0 there it is an ordinary roll.</source>
        <translation>Generał wyrzucony, gdy pole Generał ma już 50, daje {bonus} i jako joker może trafić do dowolnego wolnego pola (Full 25, strity 30 i 40); gdy w tym polu jest 0, jest zwykłym rzutem.</translation>
    </message>
    <message>
        <source>Triple game: a five of a kind earns {bonus} × its card&apos;s multiplier while Five of a Kind holds 50 on all three cards, and is a forced joker only once Five of a Kind and its upper box are filled on all three.</source>
        <translation>Gra Potrójna: dodatkowy generał daje {bonus} × mnożnik swojej karty, dopóki pole Generał ma 50 na wszystkich trzech kartach, a obowiązkowym jokerem jest dopiero wtedy, gdy na wszystkich trzech kartach wypełnione są pole Generał i jego pole w górnej części.</translation>
    </message>
    <message>
        <source>Triple (×1 ×2 ×3)</source>
        <translation>Potrójna (×1 ×2 ×3)</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Gracz {number}</translation>
    </message>
    <message>
        <source>Player {number} name</source>
        <translation>Imię gracza {number}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Player {number} is a person or a computer</source>
        <translation>Gracz {number}: człowiek czy komputer</translation>
    </message>
    <message>
        <source>Player {number} computer level</source>
        <translation>Gracz {number}: poziom komputera</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Liczba graczy</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Liczba</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Extra five of a kind</source>
        <translation>Dodatkowy generał</translation>
    </message>
    <message>
        <source>Cards per player</source>
        <translation>Karty na gracza</translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation>Limit czasu</translation>
    </message>
    <message>
        <source>Time budget per player</source>
        <translation>Limit czasu na gracza</translation>
    </message>
    <message>
        <source> min per player</source>
        <translation> min na gracza</translation>
    </message>
    <message>
        <source>Minutes per player</source>
        <translation>Minuty na gracza</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Open score sheets</source>
        <translation>Jawne karty wyników</translation>
    </message>
    <message>
        <source>Unchecked, each player sees only their own card during the game: the other players&apos; boxes and totals show ? until the game ends.</source>
        <translation>Gdy to pole nie jest zaznaczone, każdy gracz widzi podczas gry tylko swoją kartę: pola i sumy pozostałych graczy pokazują ? aż do końca gry.</translation>
    </message>
    <message>
        <source>Score sheets</source>
        <translation>Karty wyników</translation>
    </message>
    <message>
        <source>Computer turns</source>
        <translation>Tury komputera</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Szybkość</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Zacznij nową grę</translation>
    </message>
    <message>
        <source>With one player there is no other card to hide.</source>
        <translation>Przy jednym graczu nie ma innej karty do ukrycia.</translation>
    </message>
    <message>
        <source>Everyone sees every card. Uncheck to hide the others&apos; cards until the end.</source>
        <translation>Wszyscy widzą wszystkie karty. Odznacz, aby ukryć karty innych do końca gry.</translation>
    </message>
    <message>
        <source>Each player sees only their own card: the others&apos; boxes and totals show ? until the game ends.</source>
        <translation>Każdy gracz widzi tylko swoją kartę: pola i sumy pozostałych pokazują ? aż do końca gry.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <source>Dismiss</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>Zamknij komunikat</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Komunikat</translation>
    </message>
    <message numerus="yes">
        <source>{message}  (%n more)</source>
        <translation>
            <numerusform>{message}  (i jeszcze %n)</numerusform>
            <numerusform>{message}  (i jeszcze %n)</numerusform>
            <numerusform>{message}  (i jeszcze %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>The game was paused while the computer was asleep. The time away does not count.</source>
        <translation>Gra została wstrzymana, gdy komputer był uśpiony. Czas nieobecności się nie liczy.</translation>
    </message>
    <message>
        <source>The game was paused while its window was minimised.</source>
        <translation>Gra została wstrzymana, gdy jej okno było zminimalizowane.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>{name}, out of time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}.</source>
        <translation>{place}.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Zagraj ponownie</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Przejrzyj grę</translation>
    </message>
    <message>
        <source>Each of your decisions against perfect play</source>
        <translation>Każda twoja decyzja w porównaniu z grą optymalną</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>These figures are approximate for several cards and the Triple game.</source>
        <translation>Te liczby są przybliżone przy kilku kartach i w grze Potrójnej.</translation>
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
            <numerusform>{name}: %n decyzja, oczekiwana strata względem gry optymalnej: {cost} pkt.</numerusform>
            <numerusform>{name}: %n decyzje, oczekiwana strata względem gry optymalnej: {cost} pkt.</numerusform>
            <numerusform>{name}: %n decyzji, oczekiwana strata względem gry optymalnej: {cost} pkt.</numerusform>
        </translation>
    </message>
    <message>
        <source>{box} (card {card})</source>
        <translation>{box} (karta {card})</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>rzucić</translation>
    </message>
    <message>
        <source>reroll all five</source>
        <translation>przerzucić wszystkie pięć</translation>
    </message>
    <message>
        <source>hold {dice} and roll</source>
        <translation>zatrzymać {dice} i rzucić</translation>
    </message>
    <message>
        <source>{face} held</source>
        <translation>{face} (zatrzymana)</translation>
    </message>
    <message>
        <source>Dice: {dice}</source>
        <translation>Kości: {dice}</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Przegląd gry</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>The biggest mistakes:</source>
        <translation>Największe błędy:</translation>
    </message>
    <message>
        <source>No mistakes: every decision was the best one.</source>
        <translation>Bez błędów: każda decyzja była najlepsza.</translation>
    </message>
    <message>
        <source>Every decision</source>
        <translation>Wszystkie decyzje</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>column heading</comment>
        <translation>Tura</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>column heading</comment>
        <translation>Rzut</translation>
    </message>
    <message>
        <source>Dice</source>
        <comment>column heading</comment>
        <translation>Kości</translation>
    </message>
    <message>
        <source>Choice</source>
        <comment>column heading</comment>
        <translation>Wybór</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>column heading</comment>
        <translation>Najlepiej</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>column heading</comment>
        <translation>Strata</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Review of {name}</source>
        <translation>Przegląd: {name}</translation>
    </message>
    <message>
        <source>There were no decisions to review.</source>
        <translation>Nie było decyzji do przejrzenia.</translation>
    </message>
    <message>
        <source>Review</source>
        <comment>tab title</comment>
        <translation>Przegląd</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Off</source>
        <translation>Wyłączony</translation>
    </message>
    <message>
        <source>Official (forced joker)</source>
        <translation>Oficjalny (obowiązkowy joker)</translation>
    </message>
    <message>
        <source>Free joker</source>
        <translation>Wolny joker</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>The game history is not available, so there are no scores to show.</source>
        <translation>Historia gier jest niedostępna, więc nie ma wyników do pokazania.</translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and its score appears here.</source>
        <translation>Brak ukończonych gier. Dokończ grę, a jej wynik pojawi się tutaj.</translation>
    </message>
    <message>
        <source>No finished games of this kind yet. Play one to the end and its score appears here.</source>
        <translation>Brak ukończonych gier tego rodzaju. Dokończ jedną, a jej wynik pojawi się tutaj.</translation>
    </message>
    <message>
        <source>Every game of this kind so far was assisted (hints or undo). Untick “Hide assisted games” to see their scores.</source>
        <translation>Wszystkie dotychczasowe gry tego rodzaju były rozegrane z pomocą (podpowiedzi lub cofnięte rzuty). Odznacz „Ukryj gry z pomocą”, aby zobaczyć ich wyniki.</translation>
    </message>
    <message>
        <source>Scoreboard</source>
        <translation>Tablica wyników</translation>
    </message>
    <message>
        <source>Problem with the game history</source>
        <translation>Problem z historią gier</translation>
    </message>
    <message>
        <source>Scoreboard pages</source>
        <translation>Strony tablicy wyników</translation>
    </message>
    <message>
        <source>Hide assisted games (hints or undo used)</source>
        <translation>Ukryj gry z pomocą (podpowiedzi lub cofnięte rzuty)</translation>
    </message>
    <message>
        <source>Hide assisted games</source>
        <translation>Ukryj gry z pomocą</translation>
    </message>
    <message>
        <source>Kind of game</source>
        <translation>Rodzaj gry</translation>
    </message>
    <message>
        <source>Kind of game: choices</source>
        <translation>Rodzaj gry: wybór</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Najlepsze wyniki</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Player: choices</source>
        <translation>Gracz: wybór</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Gry</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Gry:</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wygrane</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Wygrane:</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Średnia</translation>
    </message>
    <message>
        <source>Average:</source>
        <translation>Średnia:</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Rekord</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>Rekord:</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Premia górna</translation>
    </message>
    <message>
        <source>Upper bonus:</source>
        <translation>Premia górna:</translation>
    </message>
    <message>
        <source>Five of a Kind rolls</source>
        <translation>Generały</translation>
    </message>
    <message>
        <source>Five of a Kind rolls:</source>
        <translation>Generały:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Ostatnie gry</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Gracze i wyniki</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Z pomocą</translation>
    </message>
    <message numerus="yes">
        <source>Only the latest %n games are listed.</source>
        <translation>
            <numerusform>Pokazano tylko ostatnią grę.</numerusform>
            <numerusform>Pokazano tylko ostatnie %n gry.</numerusform>
            <numerusform>Pokazano tylko ostatnich %n gier.</numerusform>
        </translation>
    </message>
    <message>
        <source>Review the selected game</source>
        <translation>Przejrzyj wybraną grę</translation>
    </message>
    <message>
        <source>Export progress</source>
        <translation>Postęp eksportu</translation>
    </message>
    <message>
        <source>Exporting… %p%</source>
        <translation>Eksportowanie… %p%</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Eksportuj CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Eksportuj historię do pliku CSV</translation>
    </message>
    <message>
        <source>The game history could not be read.</source>
        <translation>Nie udało się odczytać historii gier.</translation>
    </message>
    <message>
        <source>{rules} · network</source>
        <translation>{rules} · sieć</translation>
    </message>
    <message>
        <source>assisted: {how}</source>
        <translation>z pomocą: {how}</translation>
    </message>
    <message>
        <source>not assisted</source>
        <translation>bez pomocy</translation>
    </message>
    <message>
        <source>{name}  ({how})</source>
        <translation>{name}  ({how})</translation>
    </message>
    <message>
        <source>Assisted: hints (the hint, the analysis panel or coach mode) or an undone roll were used in this game</source>
        <translation>Z pomocą: w tej grze użyto podpowiedzi (polecenia Podpowiedź, panelu analizy lub trybu trenera) albo cofnięto rzut</translation>
    </message>
    <message>
        <source>Every game {name} finished so far was assisted (hints or undo). Untick “Hide assisted games” to see them.</source>
        <translation>Wszystkie dotychczas ukończone gry gracza {name} były rozegrane z pomocą (podpowiedzi lub cofnięte rzuty). Odznacz „Ukryj gry z pomocą”, aby je zobaczyć.</translation>
    </message>
    <message>
        <source>{percent}% of cards</source>
        <translation>{percent}% kart</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Eksportuj historię</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <source>There is no game history to export.</source>
        <translation>Nie ma historii gier do wyeksportowania.</translation>
    </message>
</context>
<context>
    <name>Scorecard</name>
    <message>
        <source>Upper total</source>
        <translation>Suma górna</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Premia górna</translation>
    </message>
    <message>
        <source>Extra-five bonus</source>
        <translation>Premia za dodatkowe generały</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Suma dolna</translation>
    </message>
    <message>
        <source>Card total</source>
        <translation>Suma karty</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Suma końcowa</translation>
    </message>
    <message>
        <source>+{points} over par</source>
        <translation>+{points} nad normą</translation>
    </message>
    <message>
        <source>{points} under par</source>
        <translation>{points} pod normą</translation>
    </message>
    <message>
        <source>on par</source>
        <translation>w normie</translation>
    </message>
    <message numerus="yes">
        <source>Par is three dice of each face: {par} for the upper boxes filled so far, which hold {upper}. %n more points in Ones to Sixes earn the {bonus} bonus.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Ones to Sixes added up.</source>
        <translation>Suma pól Jedynki–Szóstki.</translation>
    </message>
    <message>
        <source>{bonus} extra when Ones…Sixes add up to {threshold} or more. Par is three dice of each face ({threshold} in all): “+4 over par” means 4 points more than par in the boxes filled so far.</source>
        <translation>{bonus} dodatkowo, gdy pola Jedynki…Szóstki dają razem {threshold} lub więcej. Norma to trzy kości każdej wartości (razem {threshold}): „+4 nad normą” oznacza 4 punkty ponad normę w dotąd wypełnionych polach.</translation>
    </message>
    <message>
        <source>100 for each extra five of a kind scored while Five of a Kind holds 50 (under the extra-five rule chosen for this game).</source>
        <translation>100 za każdego dodatkowego generała wpisanego, gdy pole Generał ma 50 (według zasady dodatkowego generała wybranej w tej grze).</translation>
    </message>
    <message>
        <source>Three of a Kind to Chance added up.</source>
        <translation>Suma pól Trzy jednakowe–Szansa.</translation>
    </message>
    <message>
        <source>This card&apos;s totals and bonuses added up. In the Triple game, ×2 or ×3 after it says that the card counts twice or three times in the grand total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything added up: the score of the game.</source>
        <translation>Wszystko razem: wynik gry.</translation>
    </message>
    <message>
        <source>{player}, card {card}: counts ×{multiplier}</source>
        <translation>{player}, karta {card}: liczy się ×{multiplier}</translation>
    </message>
    <message>
        <source>{player}, card {card}</source>
        <translation>{player}, karta {card}</translation>
    </message>
    <message>
        <source>{column} (on turn)</source>
        <translation>{column} (teraz gra)</translation>
    </message>
    <message>
        <source>{column}: out of time, the card stays as it is</source>
        <translation>{column}: koniec czasu, karta zostaje bez zmian</translation>
    </message>
    <message>
        <source>{column}. Hidden score sheets: this card shows when the game ends</source>
        <translation>{column}. Ukryte karty wyników: ta karta zostanie odkryta na koniec gry</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>koniec czasu</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>karta {card}</translation>
    </message>
    <message>
        <source>on turn</source>
        <translation>teraz gra</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>zwycięzca</translation>
    </message>
    <message>
        <source>card {card} (counts ×{multiplier})</source>
        <translation>karta {card} (liczy się ×{multiplier})</translation>
    </message>
    <message>
        <source>{name}&apos;s last move.</source>
        <translation>Ostatni ruch: {name}.</translation>
    </message>
    <message>
        <source>Card {card} (counts ×{multiplier}), {box}, would score {points}</source>
        <translation>Karta {card} (liczy się ×{multiplier}), {box}, dałoby {points}</translation>
    </message>
    <message>
        <source>Card {card}, {box}, would score {points}</source>
        <translation>Karta {card}, {box}, dałoby {points}</translation>
    </message>
    <message>
        <source>{box}, would score {points}</source>
        <translation>{box}, dałoby {points}</translation>
    </message>
    <message>
        <source>{player}, {box}, hidden until the game ends</source>
        <translation>{player}, {box}, ukryte do końca gry</translation>
    </message>
    <message>
        <source>{total} times {multiplier} makes {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <comment>a box not filled yet</comment>
        <translation>wolne</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>jeszcze nic</translation>
    </message>
    <message>
        <source>{player}, {box}, {value}</source>
        <comment>a cell read aloud</comment>
        <translation>{player}, {box}, {value}</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <comment>a box&apos;s tooltip</comment>
        <translation>{box}: {rule}</translation>
    </message>
    <message>
        <source>Adds {points} now: click it, or select it with Up/Down and press Enter.</source>
        <translation>Teraz doda {points}: kliknij je albo wybierz je strzałkami w górę/w dół i naciśnij Enter.</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Karta wyników</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>The computer players&apos; strategy could not be loaded, so they play a simple game for now.</source>
        <translation>Nie udało się wczytać strategii graczy komputerowych, więc na razie grają prościej.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Follow the system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Jasny</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Ciemny</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Play sounds (M)</source>
        <translation>Odtwarzaj dźwięki (M)</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Odtwarzaj dźwięki</translation>
    </message>
    <message>
        <source>Volume: {percent}%</source>
        <translation>Głośność: {percent}%</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Głośność</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Głośność dźwięku</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Kolory</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Schemat kolorów</translation>
    </message>
    <message>
        <source>The language of the game&apos;s words. System default follows the language your computer is set to.</source>
        <translation>Język tekstów w grze. „Język systemu” oznacza język ustawiony na twoim komputerze.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Coach mode: say when a move costs points</source>
        <translation>Tryb trenera: mów, gdy ruch kosztuje punkty</translation>
    </message>
    <message>
        <source>After each of your moves, a short note names the better move when yours cost more than the points set below. Games played with the coach are marked as assisted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coach mode</source>
        <translation>Tryb trenera</translation>
    </message>
    <message>
        <source> points</source>
        <translation> pkt</translation>
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
        <translation>Graczy i zasady wybiera się w oknie Nowa gra: ich zmiana rozpoczyna nową grę.</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
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
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>Kolej: {name}</translation>
    </message>
    <message>
        <source>Everyone ran out of time</source>
        <translation>Wszystkim skończył się czas</translation>
    </message>
    <message numerus="yes">
        <source>Game over: %n points</source>
        <translation>
            <numerusform>Koniec gry: %n punkt</numerusform>
            <numerusform>Koniec gry: %n punkty</numerusform>
            <numerusform>Koniec gry: %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It&apos;s a tie: {names} and {last}, %n points each</source>
        <translation>
            <numerusform>Remis: {names} i {last}, po %n punkcie</numerusform>
            <numerusform>Remis: {names} i {last}, po %n punkty</numerusform>
            <numerusform>Remis: {names} i {last}, po %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with %n points</source>
        <translation>
            <numerusform>Wygrywa {name}: %n punkt</numerusform>
            <numerusform>Wygrywa {name}: %n punkty</numerusform>
            <numerusform>Wygrywa {name}: %n punktów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Each player&apos;s chance to win from here, with perfect play</source>
        <translation>Szanse każdego gracza na wygraną od tej chwili, przy grze optymalnej</translation>
    </message>
    <message>
        <source>The best score for this kind of game (players, rules, cards).</source>
        <translation>Najlepszy wynik w tym rodzaju gry (gracze, zasady, karty).</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Tura {turn} z {turns}</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls left</source>
        <translation>
            <numerusform>Został %n rzut</numerusform>
            <numerusform>Zostały %n rzuty</numerusform>
            <numerusform>Zostało %n rzutów</numerusform>
        </translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left (paused)</source>
        <translation>Czas {time} · {name}: zostało {left} (pauza)</translation>
    </message>
    <message>
        <source>Time {time} · {name}: {left} left</source>
        <translation>Czas {time} · {name}: zostało {left}</translation>
    </message>
    <message>
        <source>Time {time} (paused)</source>
        <translation>Czas {time} (pauza)</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <translation>Czas {time}</translation>
    </message>
    <message>
        <source>Chances: {chances}</source>
        <translation>Szanse: {chances}</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Rekord: —</translation>
    </message>
    <message>
        <source>Best: {score} ({name})</source>
        <translation>Rekord: {score} ({name})</translation>
    </message>
</context>
<context>
    <name>Store</name>
    <message>
        <source>The game history is in use by another program, so finished games cannot be recorded right now.</source>
        <translation>Historia gier jest używana przez inny program, więc ukończonych gier nie można teraz zapisać.</translation>
    </message>
    <message>
        <source>The disk is full, so the game history cannot take new games now: finished games wait beside it and are added when there is room. Nothing in the history was changed.</source>
        <translation>Dysk jest pełny, więc historia gier nie przyjmie teraz nowych gier: ukończone gry czekają obok niej i zostaną dodane, gdy zwolni się miejsce. Niczego w historii nie zmieniono.</translation>
    </message>
    <message>
        <source>The game history cannot be saved: the folder {folder} cannot be written, so finished games will not be recorded. Nothing was changed.</source>
        <translation>Nie można zapisać historii gier: w folderze {folder} nie da się zapisywać, więc ukończone gry nie będą zapisywane. Niczego nie zmieniono.</translation>
    </message>
    <message>
        <source>The game history {file} cannot be written (the file is read-only): finished games wait beside it and are added once it can be written. It was left as it is.</source>
        <translation>Nie można zapisywać w historii gier {file} (plik jest tylko do odczytu): ukończone gry czekają obok niej i zostaną dodane, gdy znów będzie można w niej zapisywać. Pozostawiono ją bez zmian.</translation>
    </message>
    <message>
        <source>The game history cannot be opened ({reason}): finished games wait beside it and are added once it opens. It was left as it is.</source>
        <translation>Nie można otworzyć historii gier ({reason}): ukończone gry czekają obok niej i zostaną dodane, gdy da się ją otworzyć. Pozostawiono ją bez zmian.</translation>
    </message>
    <message>
        <source>The game history is damaged, and it was left as it is: its folder {folder} cannot be written, so saving is off.</source>
        <translation>Historia gier jest uszkodzona i pozostawiono ją bez zmian: w jej folderze {folder} nie da się zapisywać, więc zapisywanie jest wyłączone.</translation>
    </message>
    <message>
        <source>The game history is damaged and could not be set aside.</source>
        <translation>Historia gier jest uszkodzona i nie udało się jej odłożyć na bok.</translation>
    </message>
    <message>
        <source>The game history cannot be shown: {reason}</source>
        <translation>Nie można pokazać historii gier: {reason}</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started. The damaged file was kept as {file}.</source>
        <translation>Nie udało się przywrócić zapisanej gry, więc rozpoczęto nową. Uszkodzony plik zachowano jako {file}.</translation>
    </message>
    <message>
        <source>The saved game could not be restored, so a new game has started.</source>
        <translation>Nie udało się przywrócić zapisanej gry, więc rozpoczęto nową.</translation>
    </message>
    <message>
        <source>The history was not exported to {file}: that is one of Five Dice&apos;s own files, where it keeps your games and settings. Nothing was written; choose another name or folder.</source>
        <translation>Historii nie wyeksportowano do pliku {file}: to jeden z własnych plików Five Dice, w których przechowuje twoje gry i ustawienia. Niczego nie zapisano; wybierz inną nazwę lub inny folder.</translation>
    </message>
    <message>
        <source>The disk is full, so the history could not be written to {file}. Free some space on that disk, or choose another one.</source>
        <translation>Dysk jest pełny, więc nie udało się zapisać historii do {file}. Zwolnij trochę miejsca na tym dysku albo wybierz inny.</translation>
    </message>
    <message>
        <source>The history could not be written to {file}: {reason}</source>
        <translation>Nie udało się zapisać historii do pliku {file}: {reason}</translation>
    </message>
    <message>
        <source>The game history could not be read: {reason}</source>
        <translation>Nie udało się odczytać historii gier: {reason}</translation>
    </message>
    <message>
        <source>The game history holds rules this Five Dice does not know: {reason}</source>
        <translation>Historia gier zawiera zasady, których ta wersja Five Dice nie zna: {reason}</translation>
    </message>
    <message>
        <source>The game history&apos;s version mark was damaged and has been repaired; every game in it is kept.</source>
        <translation>Znacznik wersji historii gier był uszkodzony i został naprawiony; wszystkie zapisane w niej gry zachowano.</translation>
    </message>
    <message>
        <source>The game history cannot be saved in this folder.</source>
        <translation>W tym folderze nie można zapisać historii gier.</translation>
    </message>
    <message>
        <source>The game history cannot be opened: {reason}</source>
        <translation>Nie można otworzyć historii gier: {reason}</translation>
    </message>
    <message>
        <source>The game history is damaged and a new one could not be started: {reason}</source>
        <translation>Historia gier jest uszkodzona i nie udało się założyć nowej: {reason}</translation>
    </message>
    <message>
        <source>The file where the game history belongs was not a Five Dice history, so a new history was started (that file was kept as {file}).</source>
        <translation>Plik w miejscu historii gier nie był historią Five Dice, więc założono nową historię (tamten plik zachowano jako {file}).</translation>
    </message>
    <message>
        <source>The game history was damaged, so a new one was started (the old file was kept as {file}).</source>
        <translation>Historia gier była uszkodzona, więc założono nową (stary plik zachowano jako {file}).</translation>
    </message>
    <message>
        <source>The game history cannot be read.</source>
        <translation>Nie można odczytać historii gier.</translation>
    </message>
    <message>
        <source>Saving works again: this game and your settings are kept.</source>
        <translation>Zapisywanie znów działa: ta gra i twoje ustawienia są zachowane.</translation>
    </message>
    <message>
        <source>The finished game that was waiting for room is kept now, and goes into your history.</source>
        <translation>Ukończona gra, która czekała na miejsce, jest już zachowana i trafi do twojej historii.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save right now. Free some space on the disk: saving starts again by itself, and nothing is lost while Five Dice stays open.</source>
        <translation>Dysk jest pełny, więc Five Dice nie może teraz zapisywać. Zwolnij trochę miejsca na dysku: zapisywanie wznowi się samo, a dopóki nie zamkniesz Five Dice, nic nie przepadnie.</translation>
    </message>
    <message>
        <source>The disk is full, so Five Dice cannot save: this game, your settings and your history will not be kept. Free some space on the disk and start Five Dice again.</source>
        <translation>Dysk jest pełny, więc Five Dice nie może zapisywać: ta gra, twoje ustawienia i historia nie zostaną zachowane. Zwolnij trochę miejsca na dysku i uruchom Five Dice ponownie.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to the data folder. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Zapisywanie jest wyłączone: Five Dice nie może zapisywać w folderze danych. Możesz grać dalej, ale ta gra, twoje ustawienia i historia nie zostaną zachowane.</translation>
    </message>
    <message>
        <source>Saving is off: Five Dice cannot write to {folder}. You can keep playing, but this game, your settings and your history will not be kept.</source>
        <translation>Zapisywanie jest wyłączone: Five Dice nie może zapisywać w folderze {folder}. Możesz grać dalej, ale ta gra, twoje ustawienia i historia nie zostaną zachowane.</translation>
    </message>
    <message>
        <source>The history is busy; this game will be added as soon as it is free.</source>
        <translation>Historia jest zajęta; ta gra zostanie dodana, gdy tylko się zwolni.</translation>
    </message>
    <message>
        <source>This game could not be added to your history yet; it is kept and will be added at the next start.</source>
        <translation>Nie udało się jeszcze dodać tej gry do historii; jest zachowana i zostanie dodana przy następnym uruchomieniu.</translation>
    </message>
    <message>
        <source>The disk is full: this game waits beside your history and is added when there is room.</source>
        <translation>Dysk jest pełny: ta gra czeka obok historii i zostanie dodana, gdy zwolni się miejsce.</translation>
    </message>
    <message>
        <source>This game could not be saved yet. Five Dice holds it and tries again at every save: keep Five Dice open until it says the game is kept.</source>
        <translation>Tej gry nie udało się jeszcze zapisać. Five Dice ją przechowuje i ponawia próbę przy każdym zapisie: nie zamykaj Five Dice, dopóki nie pojawi się komunikat, że gra jest zachowana.</translation>
    </message>
    <message>
        <source>The disk is full, so this game could not be saved yet. Five Dice holds it: free some space on the disk, and keep Five Dice open until it says the game is kept.</source>
        <translation>Dysk jest pełny, więc tej gry nie udało się jeszcze zapisać. Five Dice ją przechowuje: zwolnij trochę miejsca na dysku i nie zamykaj Five Dice, dopóki nie pojawi się komunikat, że gra jest zachowana.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} i {last}</translation>
    </message>
    <message>
        <source>A new personal best for {name}: {score} (was {old}).</source>
        <translation>Nowy rekord osobisty – {name}: {score} (poprzednio {old}).</translation>
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
        <translation>Nowy rekord w tym rodzaju gry: {who}, {score} (poprzednio {old})!</translation>
    </message>
    <message>
        <source>{who} set a new best score on the scoreboard for this kind of game: {score} (was {old}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game history is not available.</source>
        <translation>Historia gier jest niedostępna.</translation>
    </message>
    <message>
        <source>That game cannot be replayed: {reason}</source>
        <translation>Tej gry nie można odtworzyć: {reason}</translation>
    </message>
    <message>
        <source>hints</source>
        <comment>help used in a game</comment>
        <translation>podpowiedzi</translation>
    </message>
    <message>
        <source>undo</source>
        <comment>help used in a game</comment>
        <translation>cofnięte rzuty</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Potrójna</translation>
    </message>
    <message>
        <source>one card</source>
        <translation>jedna karta</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five}</source>
        <translation>{cards} · dodatkowy generał: {extra_five}</translation>
    </message>
    <message>
        <source>{cards} · extra five {extra_five} · hidden sheets</source>
        <translation>{cards} · dodatkowy generał: {extra_five} · ukryte karty</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Jeden gracz</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n gracze</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} · {rules}</source>
        <translation>{players} · {rules}</translation>
    </message>
    <message>
        <source>it was written by a newer Five Dice (schema {version}; this one knows up to {known})</source>
        <translation>zapisała ją nowsza wersja Five Dice (schemat {version}; ta zna schematy do {known})</translation>
    </message>
    <message>
        <source>Your settings could not be read, so the defaults are used.</source>
        <translation>Nie udało się odczytać ustawień, więc użyto domyślnych.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used.</source>
        <translation>Plik ustawień był uszkodzony, więc użyto domyślnych.</translation>
    </message>
    <message>
        <source>Your settings file was damaged, so the defaults are used (kept as {file}).</source>
        <translation>Plik ustawień był uszkodzony, więc użyto domyślnych (zachowano go jako {file}).</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>Perfect play for the Hard computer could not be worked out, so it plays a simpler game for now.</source>
        <translation>Nie udało się obliczyć gry optymalnej dla komputera na poziomie Trudny, więc na razie gra on prościej.</translation>
    </message>
    <message>
        <source>Working out perfect play for the Hard computer ({percent}%): this happens once.</source>
        <translation>Obliczanie gry optymalnej dla komputera na poziomie Trudny ({percent}%): dzieje się to tylko raz.</translation>
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
        <translation>Graj dalej</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analiza</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Zacząć nową grę?</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Trwająca gra zostanie utracona.</translation>
    </message>
    <message>
        <source>Start new game</source>
        <translation>Zacznij nową grę</translation>
    </message>
    <message>
        <source>Restart this game?</source>
        <translation>Zacząć tę grę od nowa?</translation>
    </message>
    <message>
        <source>Everything played so far will be lost; the same players start again with new dice.</source>
        <translation>Wszystko, co dotąd rozegrano, przepadnie; ci sami gracze zaczną od nowa z nowymi kośćmi.</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Od nowa</translation>
    </message>
    <message>
        <source>Perfect play is still being worked out; try the hint again in a moment.</source>
        <translation>Gra optymalna jest jeszcze obliczana; spróbuj podpowiedzi za chwilę.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <source>{name} is playing.</source>
        <translation>{name} gra.</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Pauza.</translation>
    </message>
    <message>
        <source>Roll to see every choice with its expected final score.</source>
        <translation>Rzuć, aby zobaczyć każdy wybór z oczekiwanym wynikiem końcowym.</translation>
    </message>
    <message>
        <source>Working out perfect play…</source>
        <translation>Obliczanie gry optymalnej…</translation>
    </message>
</context>
</TS>
