// gpudeskctl images save against a sandbox instance's real sshd: what is big on the system disk
// is measured and said, an image that would not fit is refused before the platform is asked (and
// the instance left running), --clean empties the caches, then the instance is stopped and saved;
// a stopped instance too big by the platform's last measure is refused without a call.
#include "tests/ssh/sshfixture.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {
class ImageSaveTest : public SshFixture
{
protected:
    /// A file of `bytes` in the instance's home, sparse (its size without the disk space).
    void sparse(const QString &home, const QString &path, qint64 bytes)
    {
        QDir().mkpath(QFileInfo(home + u'/' + path).path());
        QFile f(home + u'/' + path);
        ASSERT_TRUE(f.open(QIODevice::WriteOnly));
        ASSERT_TRUE(f.resize(bytes));
    }
    int images()
    {
        int custom = 0;
        for (const QJsonValue &i : m_api.get(u"/v1/images"_s).json.value(u"items"_s).toArray())
            custom += i[u"kind"_s].toString() == u"custom"_s;
        return custom;
    }
};
} // namespace

TEST_F(ImageSaveTest, TooBigIsRefusedBeforeThePlatformIsAskedCleanedCachesGoAndALeanImageIsSaved)
{
    const QJsonObject instance = runningInstance(u"lean"_s);
    const QString id = instance.value(u"id"_s).toString();
    const QString home = instance.value(u"home_path"_s).toString();
    ASSERT_FALSE(home.isEmpty());
    sparse(home, u"runs/epoch9.pt"_s, 51LL << 30);
    sparse(home, u".cache/pip/http/torch.whl"_s, 2LL << 20);

    Ran r = ctl({u"images"_s, u"save"_s, id, u"--name"_s, u"lean-env"_s});
    EXPECT_EQ(r.exitCode, 1) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"checkpoints and weights"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"(a cache: --clean removes it)"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.err.contains(u"not saved"_s) && r.err.contains(u"Move to the data disk"_s)) << r.err.toStdString();
    EXPECT_EQ(m_api.get(u"/v1/instances/"_s + id).json.value(u"state"_s).toString(), u"running"_s);
    EXPECT_EQ(images(), 0);

    // The checkpoint moved to the data disk; the caches cleaned; then stopped and saved.
    ASSERT_TRUE(QFile::remove(home + u"/runs/epoch9.pt"_s));
    r = ctl({u"images"_s, u"save"_s, id, u"--name"_s, u"lean-env"_s, u"--clean"_s});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString() << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"cleaned the caches"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"saved custom-"_s)) << r.out.toStdString();
    EXPECT_FALSE(QFile::exists(home + u"/.cache/pip/http/torch.whl"_s));
    EXPECT_EQ(m_api.get(u"/v1/instances/"_s + id).json.value(u"state"_s).toString(), u"stopped"_s);
    EXPECT_EQ(images(), 1);

    // Stopped and too big by the platform's own measure: refused here, with how to make it lean.
    sparse(home, u"runs/epoch10.pt"_s, 51LL << 30);
    m_api.get(u"/v1/instances/"_s + id); // the platform measures a disk when one instance is read
    r = ctl({u"images"_s, u"save"_s, id, u"--name"_s, u"again"_s});
    EXPECT_EQ(r.exitCode, 1);
    EXPECT_TRUE(r.err.contains(u"Start it and run images save"_s)) << r.err.toStdString();
    EXPECT_EQ(images(), 1);
}
