// What a saved image would hold (ImageSizeProbe), measured by its script in a POSIX shell over a
// home of the test's own: the caches and the data that make it big, the one command that cleans
// the caches (and leaves gpudesk's own logs and the user's checkpoints), and the sentence that
// says what to clean and what to move when it would not fit.
#include "core/doctor/imagesizeprobe.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(ImageSizeProbe, WhatMakesAnImageBigIsMeasuredTheCachesCleanedAndTooBigSaysWhatToMove)
{
    QTemporaryDir home;
    const auto write = [&](const QString &path, qint64 bytes) {
        QDir().mkpath(QFileInfo(home.filePath(path)).path());
        QFile f(home.filePath(path));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(bytes, 'x'));
    };
    write(u".cache/pip/http/a.whl"_s, 300000);
    write(u"proj/pkg/__pycache__/m.cpython-312.pyc"_s, 20000);
    write(u"proj/train.log"_s, 50000);
    write(u".gpudesk/startup.log"_s, 1000); // gpudesk's own: kept
    write(u"proj/ckpt/epoch3.pt"_s, 900000);
    write(u".cache/huggingface/hub/model.safetensors"_s, 400000);
    const auto run = [&](const QByteArray &script) {
        QProcess sh;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"HOME"_s, home.path());
        sh.setProcessEnvironment(env);
        sh.start(u"sh"_s, {u"-c"_s, QString::fromUtf8(script)});
        EXPECT_TRUE(sh.waitForFinished(30000));
        return sh.readAllStandardOutput();
    };
    ImageSizeProbe::Reading r = ImageSizeProbe::parse(run(ImageSizeProbe::command()));
    EXPECT_GE(r.systemBytes, 300000 + 20000 + 50000 + 900000 + 400000);
    ASSERT_EQ(r.items.size(), 5);
    EXPECT_EQ(r.items[0], (ImageSizeProbe::Item{ImageSizeProbe::Kind::Checkpoints, 900000})); // biggest first
    EXPECT_EQ(r.items[1].kind, ImageSizeProbe::Kind::HuggingFace);
    EXPECT_EQ(r.items[2].kind, ImageSizeProbe::Kind::PipCache);
    EXPECT_GE(r.cleanableBytes(), 300000 + 20000 + 50000); // and the folders' own blocks
    EXPECT_LE(r.cleanableBytes(), 300000 + 20000 + 50000 + 8 * 4096);

    // Too big for an image of 1 MB: what to clean and what to move, by name and size.
    const QString why = ImageSizeProbe::tooBig(r, 1000000);
    EXPECT_TRUE(why.contains(u"Clean the caches: pip's cache"_s)) << why.toStdString();
    EXPECT_TRUE(why.contains(u"Move to the data disk, which images never include: checkpoints"_s)) << why.toStdString();
    EXPECT_TRUE(ImageSizeProbe::tooBig(r, 100LL << 20).isEmpty());

    run(ImageSizeProbe::cleanCommand());
    r = ImageSizeProbe::parse(run(ImageSizeProbe::command()));
    EXPECT_EQ(r.cleanableBytes(), 0);
    EXPECT_FALSE(QFile::exists(home.filePath(u"proj/train.log"_s)));
    EXPECT_FALSE(QFile::exists(home.filePath(u"proj/pkg/__pycache__"_s)));
    EXPECT_TRUE(QFile::exists(home.filePath(u".gpudesk/startup.log"_s)));
    EXPECT_TRUE(QFile::exists(home.filePath(u"proj/ckpt/epoch3.pt"_s))); // data is the user's to move
    // Nothing read (a broken shell): not measured, not "0 bytes".
    EXPECT_EQ(ImageSizeProbe::parse("@@gpudesk system\n@@gpudesk end\n").systemBytes, -1);
}
