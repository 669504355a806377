; Adjutant for Windows: Inno Setup 6 script (issue 8).
;
; Built by installer\build-windows.ps1 after PyInstaller has made dist\Adjutant\:
;   iscc /DAppVersion=0.1.0 installer\windows\adjutant.iss
; Output: dist\Adjutant-<version>-Setup.exe.
;
; - Per-user install, no admin rights: PrivilegesRequired=lowest puts {autopf} at
;   %LOCALAPPDATA%\Programs and every HKA/HKCU key under the user's hive.
; - Start-menu entry (and an optional desktop icon).
; - .adjutant files open in Adjutant: the app gets the path as its first argument
;   ("%1"), which `adjutant GAME` opens (desktop/adjutant/__main__.py).
; - Uninstall removes the program folder and the association keys; the user's games
;   and settings are theirs and stay.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z adjutant.iss
#endif
#define AppName "Adjutant"
#define AppExe "Adjutant.exe"
#define ProgId "Adjutant.Game"
#ifndef BundleDir
  #define BundleDir "..\..\dist\Adjutant"
#endif

[Setup]
; The AppId identifies the installation for upgrades and uninstall: never change it.
AppId={{83CDEA28-7BC5-4D0D-947D-89CC2DA68B59}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Adjutant contributors
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
SetupIconFile=..\build\icons\adjutant.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir=..\..\dist
OutputBaseFilename=Adjutant-{#AppVersion}-Setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; The file type, per user (HKCU\Software\Classes): .adjutant -> Adjutant.Game -> open "%1".
Root: HKCU; Subkey: "Software\Classes\.adjutant"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKCU; Subkey: "Software\Classes\.adjutant\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKCU; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Adjutant game"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"",0"
Root: HKCU; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; "Open with" lists Adjutant for its files.
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExe}"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".adjutant"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Anything the app or a crash left in its own program folder (never the user's games).
Type: filesandordirs; Name: "{app}"
