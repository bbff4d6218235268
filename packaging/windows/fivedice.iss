; Five Dice for Windows: the installer of the one-folder app, for Inno Setup 6.4 or later.
;
; It installs dist\fivedice\ (fivedice.exe, the game; fivedice-sim.exe, the simulator; _internal\;
; the licence and the third-party notices) for the player alone, without administrator rights:
; into %LOCALAPPDATA%\Programs\Five Dice unless another folder is chosen. It adds Five Dice to the
; Start menu (and, if asked, to the desktop), makes Five Dice the handler of fivedice:// links (a
; friend's invitation to a table, fivedice://join/CODE, which the game takes as its first
; argument), and offers to start the game at the end. Uninstalling removes all of that; the
; player's games, ratings and settings are deleted only if the player says Yes when asked (a
; silent uninstall keeps them).
;
; packaging/build.py makes it on Windows after PyInstaller, through
; packaging/windows/installer.py, which runs the command-line compiler as
;
;   ISCC.exe /Q /DAppVersion=0.1.0 /DAppNumericVersion=0.1.0.0 /DSourceDir=<...>\dist\fivedice
;            /DOutputDir=<...>\dist /DOutputBaseFilename=fivedice-0.1.0-windows-amd64-setup
;            packaging\windows\fivedice.iss
;
; and gets dist\fivedice-0.1.0-windows-amd64-setup.exe. Each /D replaces one default below;
; compiled without them (in the Inno Setup IDE, say) it packs ..\..\dist\fivedice as version
; 0.0.0. AppNumericVersion is AppVersion's leading numbers, four of them, as the Windows version
; resource of the installer needs (0.2.0rc1 -> 0.2.0.0).
;
; The file is UTF-8 (Inno Setup reads UTF-8 without a byte-order mark since 6.3).

; Swedish is one of Inno Setup's official languages since 6.4.0: older compilers lack its file.
#if Ver < EncodeVer(6, 4, 0)
  #error Inno Setup 6.4 or later is needed to build the Five Dice installer
#endif

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef AppNumericVersion
  #define AppNumericVersion "0.0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\fivedice"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef OutputBaseFilename
  #define OutputBaseFilename "fivedice-" + AppVersion + "-windows-amd64-setup"
#endif

; Where Five Dice keeps the player's files on Windows (fivedice/store/paths.py: platformdirs with
; the app name "FiveDice", no author folder, not roaming): settings.json, the saved game
; (autosave.json), the history with its ratings (history.sqlite3 and what lies beside it) and the
; cache (Cache\) all live in %LOCALAPPDATA%\FiveDice. Nothing is kept in the roaming AppData.
#define DataFolder "{localappdata}\FiveDice"

[Setup]
; Never change the AppId: it is how a later installer and Windows' list of apps know Five Dice.
AppId={{2F093954-1FFA-4220-AABA-BF7C29C84CD3}
AppName=Five Dice
AppVersion={#AppVersion}
AppVerName=Five Dice {#AppVersion}
AppPublisher=The Five Dice developers
AppCopyright=Copyright (c) The Five Dice developers
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductTextVersion={#AppVersion}
VersionInfoDescription=Five Dice Setup
; For the player alone, without administrator rights: {autopf} is then the player's own
; %LOCALAPPDATA%\Programs, {autoprograms} their own Start menu.
PrivilegesRequired=lowest
DefaultDirName={autopf}\Five Dice
DisableProgramGroupPage=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6 runs on Windows 10 and later.
MinVersion=10.0
LicenseFile=..\..\LICENSE
SetupIconFile=..\..\resources\icons\fivedice.ico
UninstallDisplayIcon={app}\fivedice.exe
UninstallDisplayName=Five Dice
; The fivedice:// link handler is registered: Windows is told to look again.
ChangesAssociations=yes
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBaseFilename}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto

[Languages]
; English and the game's own languages (fivedice/words.py), with the messages Inno Setup ships.
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "cs"; MessagesFile: "compiler:Languages\Czech.isl"
Name: "da"; MessagesFile: "compiler:Languages\Danish.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "fi"; MessagesFile: "compiler:Languages\Finnish.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"
Name: "it"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "nb"; MessagesFile: "compiler:Languages\Norwegian.isl"
Name: "nl"; MessagesFile: "compiler:Languages\Dutch.isl"
Name: "pl"; MessagesFile: "compiler:Languages\Polish.isl"
Name: "pt_BR"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"
Name: "sv"; MessagesFile: "compiler:Languages\Swedish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An update replaces the bundled Python and Qt whole, leaving no file of the old version behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Five Dice"; Filename: "{app}\fivedice.exe"; Comment: "{cm:AppComment}"
Name: "{autodesktop}\Five Dice"; Filename: "{app}\fivedice.exe"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Registry]
; fivedice://join/CODE opens Five Dice with the link as its one argument. Deleting the top key on
; uninstall takes the keys below it along.
Root: HKCU; Subkey: "Software\Classes\fivedice"; ValueType: string; ValueName: ""; ValueData: "URL:Five Dice link"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\fivedice"; ValueType: string; ValueName: "URL Protocol"; ValueData: ""
Root: HKCU; Subkey: "Software\Classes\fivedice\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\fivedice.exe"",0"
Root: HKCU; Subkey: "Software\Classes\fivedice\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\fivedice.exe"" ""%1"""

[Run]
Filename: "{app}\fivedice.exe"; Description: "{cm:LaunchProgram,Five Dice}"; Flags: nowait postinstall skipifsilent

[CustomMessages]
; AppComment: the Start menu's tooltip, the Comment of packaging/linux/*.desktop.
; DeleteDataQuestion: asked after uninstalling; %1 is the folder. DeleteDataFailed: if that failed.
en.AppComment=Roll five dice up to three times a turn and fill thirteen boxes, alone or with friends
en.DeleteDataQuestion=Do you also want to delete your games, ratings and settings?%n%nThey are kept in %1.%nIf you keep them, Five Dice finds them again when you install it again. Once deleted, they cannot be recovered.
en.DeleteDataFailed=Some of your files in %1 could not be deleted. Close Five Dice if it is still running, then delete the folder yourself.
cs.AppComment=Házejte pěti kostkami až třikrát za tah a vyplňte třináct políček, sami nebo s přáteli
cs.DeleteDataQuestion=Chceš smazat i své hry, hodnocení a nastavení?%n%nJsou uložené ve složce %1.%nPokud si je ponecháš, Five Dice je po nové instalaci znovu najde. Po smazání je už nepůjde obnovit.
cs.DeleteDataFailed=Některé tvé soubory ve složce %1 se nepodařilo smazat. Pokud Five Dice ještě běží, zavři ho a pak složku smaž sám.
da.AppComment=Slå med fem terninger op til tre gange pr. tur og udfyld tretten felter, alene eller med venner
da.DeleteDataQuestion=Vil du også slette dine spil, ratings og indstillinger?%n%nDe ligger i %1.%nHvis du beholder dem, finder Five Dice dem igen, når du installerer det igen. Når de først er slettet, kan de ikke gendannes.
da.DeleteDataFailed=Nogle af dine filer i %1 kunne ikke slettes. Luk Five Dice, hvis det stadig kører, og slet derefter selv mappen.
de.AppComment=Würfle bis zu dreimal pro Zug mit fünf Würfeln und fülle dreizehn Felder, allein oder mit Freunden
de.DeleteDataQuestion=Sollen auch deine Spiele, Wertungen und Einstellungen gelöscht werden?%n%nSie liegen in %1.%nBehältst du sie, findet Five Dice sie wieder, wenn du es erneut installierst. Einmal gelöscht, lassen sie sich nicht wiederherstellen.
de.DeleteDataFailed=Einige deiner Dateien in %1 konnten nicht gelöscht werden. Schließe Five Dice, falls es noch läuft, und lösche den Ordner dann selbst.
es.AppComment=Lanza cinco dados hasta tres veces por turno y rellena trece casillas, solo o con amigos
es.DeleteDataQuestion=¿Quieres borrar también tus partidas, tus clasificaciones Elo y tus ajustes?%n%nEstán guardados en %1.%nSi los conservas, Five Dice los volverá a encontrar cuando lo instales de nuevo. Una vez borrados, no se podrán recuperar.
es.DeleteDataFailed=No se pudieron borrar algunos de tus archivos de %1. Cierra Five Dice si sigue abierto y después borra tú mismo la carpeta.
fi.AppComment=Heitä viittä noppaa enintään kolme kertaa vuorossa ja täytä kolmetoista ruutua yksin tai ystävien kanssa
fi.DeleteDataQuestion=Poistetaanko myös pelisi, vahvuuslukusi ja asetuksesi?%n%nNe ovat kansiossa %1.%nJos säilytät ne, Five Dice löytää ne taas, kun asennat sen uudelleen. Poistettuja tietoja ei voi palauttaa.
fi.DeleteDataFailed=Joitakin tiedostojasi kansiossa %1 ei voitu poistaa. Sulje Five Dice, jos se on vielä käynnissä, ja poista kansio sitten itse.
fr.AppComment=Lancez cinq dés jusqu'à trois fois par tour et remplissez treize cases, seul ou entre amis
fr.DeleteDataQuestion=Voulez-vous aussi supprimer vos parties, vos classements et vos paramètres ?%n%nIls se trouvent dans %1.%nSi vous les conservez, Five Dice les retrouvera quand vous le réinstallerez. Une fois supprimés, ils ne pourront pas être récupérés.
fr.DeleteDataFailed=Certains de vos fichiers dans %1 n'ont pas pu être supprimés. Fermez Five Dice s'il est encore ouvert, puis supprimez vous-même le dossier.
it.AppComment=Lancia cinque dadi fino a tre volte per turno e riempi tredici caselle, da solo o con gli amici
it.DeleteDataQuestion=Vuoi eliminare anche le tue partite, i tuoi rating e le tue impostazioni?%n%nSi trovano in %1.%nSe li conservi, Five Dice li ritroverà quando lo reinstallerai. Una volta eliminati, non potranno essere recuperati.
it.DeleteDataFailed=Non è stato possibile eliminare alcuni dei tuoi file in %1. Chiudi Five Dice se è ancora aperto, poi elimina tu stesso la cartella.
nb.AppComment=Kast fem terninger opptil tre ganger per runde og fyll ut tretten ruter, alene eller med venner
nb.DeleteDataQuestion=Vil du også slette spillene, ratingene og innstillingene dine?%n%nDe ligger i %1.%nHvis du beholder dem, finner Five Dice dem igjen når du installerer det på nytt. Når de først er slettet, kan de ikke gjenopprettes.
nb.DeleteDataFailed=Noen av filene dine i %1 kunne ikke slettes. Lukk Five Dice hvis det fortsatt kjører, og slett deretter mappen selv.
nl.AppComment=Gooi tot drie keer per beurt met vijf dobbelstenen en vul dertien vakjes, alleen of met vrienden
nl.DeleteDataQuestion=Wil je ook je spellen, ratings en instellingen verwijderen?%n%nZe staan in %1.%nAls je ze bewaart, vindt Five Dice ze terug wanneer je het opnieuw installeert. Eenmaal verwijderd zijn ze niet meer terug te halen.
nl.DeleteDataFailed=Sommige van je bestanden in %1 konden niet worden verwijderd. Sluit Five Dice als het nog draait en verwijder de map daarna zelf.
pl.AppComment=Rzucaj pięcioma kośćmi do trzech razy w turze i wypełnij trzynaście pól, sam lub z przyjaciółmi
pl.DeleteDataQuestion=Czy usunąć także twoje gry, rankingi i ustawienia?%n%nZnajdują się w folderze %1.%nJeśli je zachowasz, Five Dice odnajdzie je po ponownej instalacji. Po usunięciu nie będzie można ich odzyskać.
pl.DeleteDataFailed=Nie udało się usunąć niektórych twoich plików z folderu %1. Zamknij Five Dice, jeśli nadal działa, a następnie usuń folder samodzielnie.
pt_BR.AppComment=Jogue cinco dados até três vezes por rodada e preencha treze casas, sozinho ou com amigos
pt_BR.DeleteDataQuestion=Deseja excluir também suas partidas, seus ratings e suas configurações?%n%nEles ficam em %1.%nSe você os mantiver, o Five Dice os encontrará de novo quando for instalado outra vez. Depois de excluídos, não poderão ser recuperados.
pt_BR.DeleteDataFailed=Não foi possível excluir alguns dos seus arquivos em %1. Feche o Five Dice se ele ainda estiver aberto e depois exclua a pasta você mesmo.
sv.AppComment=Slå fem tärningar upp till tre gånger per tur och fyll tretton rutor, ensam eller med vänner
sv.DeleteDataQuestion=Vill du även ta bort dina spel, ratingar och inställningar?%n%nDe finns i %1.%nOm du behåller dem hittar Five Dice dem igen när du installerar det på nytt. När de väl har tagits bort går de inte att återställa.
sv.DeleteDataFailed=Några av dina filer i %1 kunde inte tas bort. Stäng Five Dice om det fortfarande körs och ta sedan bort mappen själv.

[Code]
// The folder of the player's files: asked about after uninstalling, deleted only on Yes.
function DataFolder: String;
begin
  Result := ExpandConstant('{#DataFolder}');
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  Folder: String;
begin
  // A silent uninstall (/SILENT, /VERYSILENT: scripts, package managers) never asks: it keeps them.
  if (CurUninstallStep <> usPostUninstall) or UninstallSilent then
    Exit;
  Folder := DataFolder;
  if not DirExists(Folder) then
    Exit;
  // No is the default answer: Enter keeps the player's files.
  if MsgBox(FmtMessage(CustomMessage('DeleteDataQuestion'), [Folder]), mbConfirmation,
            MB_YESNO or MB_DEFBUTTON2) <> IDYES then
    Exit;
  if not DelTree(Folder, True, True, True) then
    MsgBox(FmtMessage(CustomMessage('DeleteDataFailed'), [Folder]), mbError, MB_OK);
end;
