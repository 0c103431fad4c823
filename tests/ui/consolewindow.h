#pragma once

#include "core/console/consoleservices.h"
#include "core/console/consolesettings.h"
#include "tests/ui/democonsole.h"
#include "tests/ui/scripted.h"
#include "ui/shell/mainwindow.h"

/// The main window over a demo console's services, shown, its questions answered by script and its
/// notifications kept: what a test of the shell starts from.
struct ConsoleWindow
{
    explicit ConsoleWindow(DemoConsole &demo, const ConsolePaths &paths = {})
        : services(demo.console(), paths)
        , window(demo.clock())
    {
        if (!paths.settingsFile.isEmpty())
            window.setPaths(paths);
        window.setServices(&services, &answers, &notes);
        window.show();
    }

    ScriptedConfirmer answers;
    RecordingNotifier notes;
    ConsoleServices services;
    MainWindow window;
};
