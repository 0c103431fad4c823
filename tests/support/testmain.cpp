// The one main of every test executable: a Qt application object of the right kind (GUI tests
// get a QApplication, the rest a QCoreApplication), headless by default, then GoogleTest.
#include <gtest/gtest.h>

#ifdef GPUDESK_TEST_GUI
#include <QApplication>
using TestApplication = QApplication;
#else
#include <QCoreApplication>
using TestApplication = QCoreApplication;
#endif

#include <QStandardPaths>
#include <QTemporaryDir>

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Tests never touch the user's real config, data or logs.
    QTemporaryDir home;
    if (qEnvironmentVariableIsEmpty("GPUDESK_TEST_KEEP_HOME")) {
        qputenv("XDG_CONFIG_HOME", (home.path() + QStringLiteral("/config")).toUtf8());
        qputenv("XDG_DATA_HOME", (home.path() + QStringLiteral("/data")).toUtf8());
        qputenv("XDG_STATE_HOME", (home.path() + QStringLiteral("/state")).toUtf8());
        QStandardPaths::setTestModeEnabled(true);
    }
    ::testing::InitGoogleTest(&argc, argv);
    TestApplication app(argc, argv);
    return RUN_ALL_TESTS();
}
