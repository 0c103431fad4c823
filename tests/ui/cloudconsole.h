#pragma once

#include "common/clock.h"
#include "core/console/console.h"
#include "core/console/consoleservices.h"
#include "core/platforms/platformaddress.h"
#include "tests/ui/scripted.h"

#include <QString>
#include <QTemporaryDir>
#include <QUrl>

#include <gtest/gtest.h>

#include <memory>

class MainWindow;
class QTableView;

/// The console on a real cloud's adapter (RunPod, Vast.ai) pointed at a fake server in the test's
/// process: the platform and its poller made as `--platform` makes them, the secrets in one file
/// of the test's (the keychain), quick polls, and the main window on it.
class CloudConsole : public ::testing::Test
{
protected:
    /// A console on the cloud of `kind` at `url`.
    std::unique_ptr<Console> consoleOn(PlatformAddress::Kind kind, const QUrl &url);
    void TearDown() override;

    /// Logs in through the dialog, as a user pastes the key; a test failure when it is refused.
    void logIn(MainWindow &window, const QString &apiKey);
    /// The main window on m_console, shown; with the SSH workspace (its files in the test's
    /// folder: the doctor, startup scripts kept here) where `withSsh`.
    std::unique_ptr<MainWindow> openWindow(bool withSsh = false);
    /// The first row's text in `column`.
    static QString cell(QTableView *table, int column);
    /// Reads the instances again and waits until the window's table shows one, in `state`.
    bool showsOneInstance(MainWindow &window, const QString &state);

    SystemClock m_wall;
    ScriptedConfirmer m_answers;
    RecordingNotifier m_notes;
    QTemporaryDir m_dir;
    std::unique_ptr<Console> m_console;
    std::unique_ptr<ConsoleServices> m_services; ///< the windows' (made by openWindow)
};
