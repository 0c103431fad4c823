// The autostart entry: written so that the desktop starts gpudesk minimised at login, read back as
// the desktop reads it, inert once the program is gone, and removed without a trace.
#include "common/xdgautostart.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

QString read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

/// An executable file standing in for the installed program.
QString program(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write("#!/bin/sh\n");
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

} // namespace

TEST(XdgAutostart, IsWrittenWithTheProgramMinimisedAndRemovedWithTheSetting)
{
    QTemporaryDir home;
    const XdgAutostart autostart(home.path() + u"/config/autostart"_s); // made when first needed
    EXPECT_TRUE(autostart.isAvailable());
    EXPECT_FALSE(autostart.isOn());
    const QString gpudesk = program(home.path() + u"/gpudesk"_s);
    ASSERT_FALSE(gpudesk.isEmpty());

    QString error;
    ASSERT_TRUE(autostart.turnOn(gpudesk, &error)) << error.toStdString();
    EXPECT_EQ(QFileInfo(autostart.path()).fileName(), u"io.github.gpudesk.gpudesk.desktop"_s);
    EXPECT_TRUE(autostart.isOn());
    const QString entry = read(autostart.path());
    EXPECT_TRUE(entry.startsWith(u"[Desktop Entry]\n"_s)) << entry.toStdString();
    EXPECT_TRUE(entry.contains(u"\nExec="_s + gpudesk + u" --minimized\n"_s)) << entry.toStdString();
    EXPECT_TRUE(entry.contains(u"\nTryExec="_s + gpudesk + u"\n"_s)) << entry.toStdString();
    EXPECT_TRUE(entry.contains(u"\nType=Application\n"_s));

    // Turned on twice: still one entry, the same.
    ASSERT_TRUE(autostart.turnOn(gpudesk, &error));
    EXPECT_EQ(read(autostart.path()), entry);

    ASSERT_TRUE(autostart.turnOff(&error)) << error.toStdString();
    EXPECT_FALSE(QFileInfo::exists(autostart.path()));
    EXPECT_FALSE(autostart.isOn());
    EXPECT_TRUE(autostart.turnOff(&error)); // nothing there: nothing to do
}

TEST(XdgAutostart, StartsNothingOnceTheProgramIsGoneOrTheDesktopTurnedItOff)
{
    QTemporaryDir home;
    const XdgAutostart autostart(home.path());
    const QString gpudesk = program(home.path() + u"/gpudesk"_s);
    QString error;
    ASSERT_TRUE(autostart.turnOn(gpudesk, &error));
    ASSERT_TRUE(QFile::remove(gpudesk)); // uninstalled: the desktop skips an entry whose TryExec is gone
    EXPECT_FALSE(autostart.isOn());

    program(gpudesk);
    EXPECT_TRUE(autostart.isOn());
    // The desktop's own switch (GNOME's "Startup Applications"), read as it means it.
    QFile file(autostart.path());
    ASSERT_TRUE(file.open(QIODevice::Append));
    file.write("Hidden=true\n");
    file.close();
    EXPECT_FALSE(autostart.isOn());

    // No folder at all: not offered, and turning on says so.
    const XdgAutostart none{QString()};
    EXPECT_FALSE(none.isAvailable());
    EXPECT_FALSE(none.turnOn(gpudesk, &error));
    EXPECT_FALSE(error.isEmpty());

    // A folder that cannot be made is named.
    const XdgAutostart blocked(gpudesk + u"/autostart"_s);
    EXPECT_FALSE(blocked.turnOn(gpudesk, &error));
    EXPECT_TRUE(error.contains(gpudesk)) << error.toStdString();
}

TEST(XdgAutostart, APathWithSpacesOrQuotesIsQuotedAsTheDesktopEntrySpecAsks)
{
    EXPECT_EQ(XdgAutostart::execArgument(u"/usr/bin/gpudesk"_s), u"/usr/bin/gpudesk"_s);
    EXPECT_EQ(XdgAutostart::execArgument(u"/home/li/my apps/gpudesk"_s), u"\"/home/li/my apps/gpudesk\""_s);
    // Inside the quotes " ` $ \ are escaped; the desktop file's string escape then doubles the backslashes.
    EXPECT_EQ(XdgAutostart::execArgument(u"/opt/a$b/gpudesk"_s), u"\"/opt/a\\\\$b/gpudesk\""_s);

    QTemporaryDir home;
    const QString spaced = home.path() + u"/my apps"_s;
    ASSERT_TRUE(QDir().mkpath(spaced));
    const QString gpudesk = program(spaced + u"/gpudesk"_s);
    const XdgAutostart autostart(home.path());
    QString error;
    ASSERT_TRUE(autostart.turnOn(gpudesk, &error));
    EXPECT_TRUE(read(autostart.path()).contains(u"Exec=\""_s + gpudesk + u"\" --minimized"_s));
    EXPECT_TRUE(autostart.isOn());
}
