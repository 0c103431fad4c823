#include "core/api/platformurl.h"
#include "core/api/slurm/slurmplatform.h"
#include "core/platforms/platformaddress.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

TEST(PlatformUrl, AcceptsHttpAndHttpsAndAddsHttpsToABareHost)
{
    QString error;
    auto url = PlatformUrl::parse(u"http://127.0.0.1:8080"_s, &error);
    ASSERT_TRUE(url) << error.toStdString();
    EXPECT_EQ(url->port(), 8080);
    url = PlatformUrl::parse(u"  gpu.example.com  "_s, &error);
    ASSERT_TRUE(url) << error.toStdString();
    EXPECT_EQ(url->toString(), u"https://gpu.example.com"_s);
    url = PlatformUrl::parse(u"https://gpu.example.com/prefix"_s, &error);
    ASSERT_TRUE(url);
    EXPECT_EQ(url->path(), u"/prefix"_s);
}

TEST(PlatformUrl, RefusesWhatIsNotAPlatformAddressWithASentence)
{
    QString error;
    EXPECT_FALSE(PlatformUrl::parse(u""_s, &error));
    EXPECT_TRUE(error.contains(u"https://gpu.example.com"_s));
    EXPECT_FALSE(PlatformUrl::parse(u"ftp://host"_s, &error));
    EXPECT_TRUE(error.contains(u"ftp"_s));
    EXPECT_FALSE(PlatformUrl::parse(u"https://user:secret@gpu.example.com"_s, &error));
    EXPECT_FALSE(error.contains(u"secret"_s)); // the refusal must not echo the password
    EXPECT_TRUE(error.contains(u"password"_s));
    EXPECT_FALSE(PlatformUrl::parse(u"https://gpu.example.com/?token=x"_s, &error));
    EXPECT_FALSE(PlatformUrl::parse(u"http://"_s, &error));
}

TEST(PlatformAddress, SandboxRunPodOrAnAddressAndBackToTheSameWords)
{
    QString error;
    const auto sandbox = PlatformAddress::parse(u" sandbox "_s, &error);
    ASSERT_TRUE(sandbox);
    EXPECT_EQ(sandbox->kind, PlatformAddress::Kind::Sandbox);
    EXPECT_EQ(sandbox->toString(), u"sandbox"_s);

    const auto runpod = PlatformAddress::parse(u"runpod"_s, &error);
    ASSERT_TRUE(runpod);
    EXPECT_EQ(runpod->kind, PlatformAddress::Kind::RunPod);
    EXPECT_EQ(runpod->url, QUrl(u"https://api.runpod.io"_s));
    EXPECT_EQ(runpod->toString(), u"runpod"_s);

    const auto elsewhere = PlatformAddress::parse(u"runpod+http://127.0.0.1:8080"_s, &error);
    ASSERT_TRUE(elsewhere) << error.toStdString();
    EXPECT_EQ(elsewhere->kind, PlatformAddress::Kind::RunPod);
    EXPECT_EQ(elsewhere->url.port(), 8080);
    EXPECT_EQ(elsewhere->toString(), u"runpod+http://127.0.0.1:8080"_s);
    EXPECT_EQ(PlatformAddress::parse(elsewhere->toString(), &error), elsewhere);

    const auto vast = PlatformAddress::parse(u"Vast"_s, &error);
    ASSERT_TRUE(vast);
    EXPECT_EQ(vast->kind, PlatformAddress::Kind::Vast);
    EXPECT_EQ(vast->url, QUrl(u"https://console.vast.ai"_s));
    EXPECT_EQ(vast->toString(), u"vast"_s);
    const auto vastElsewhere = PlatformAddress::parse(u"vast+http://127.0.0.1:9"_s, &error);
    ASSERT_TRUE(vastElsewhere) << error.toStdString();
    EXPECT_EQ(vastElsewhere->kind, PlatformAddress::Kind::Vast);
    EXPECT_EQ(vastElsewhere->toString(), u"vast+http://127.0.0.1:9"_s);
    EXPECT_EQ(PlatformAddress::parse(vastElsewhere->toString(), &error), vastElsewhere);
    EXPECT_EQ(PlatformAddress::cloud(PlatformAddress::Kind::Vast), *vast);
    EXPECT_EQ(PlatformAddress::clouds(),
              (QList<PlatformAddress::Kind>{PlatformAddress::Kind::RunPod, PlatformAddress::Kind::Vast,
                                            PlatformAddress::Kind::Compshare}));

    // 优云智算 at its own address, or elsewhere (a test's, a proxy).
    const auto compshare = PlatformAddress::parse(u"compshare"_s, &error);
    ASSERT_TRUE(compshare);
    EXPECT_EQ(compshare->kind, PlatformAddress::Kind::Compshare);
    EXPECT_EQ(compshare->url, QUrl(u"https://api.compshare.cn/"_s));
    EXPECT_EQ(compshare->toString(), u"compshare"_s);
    const auto compshareElsewhere = PlatformAddress::parse(u"compshare+http://127.0.0.1:7"_s, &error);
    ASSERT_TRUE(compshareElsewhere) << error.toStdString();
    EXPECT_EQ(compshareElsewhere->kind, PlatformAddress::Kind::Compshare);
    EXPECT_EQ(PlatformAddress::parse(compshareElsewhere->toString(), &error), compshareElsewhere);
    EXPECT_TRUE(PlatformAddress::words().contains(u"compshare"_s));

    const auto contract = PlatformAddress::parse(u"gpu.example.com"_s, &error);
    ASSERT_TRUE(contract);
    EXPECT_EQ(contract->kind, PlatformAddress::Kind::Contract);
    EXPECT_EQ(contract->toString(), u"https://gpu.example.com"_s);

    EXPECT_FALSE(PlatformAddress::parse(u"runpod+api.runpod.io"_s, &error));
    EXPECT_TRUE(error.contains(u"runpod+http://"_s)) << error.toStdString();
    EXPECT_FALSE(PlatformAddress::parse(u"runpod+https://user:key@api.runpod.io"_s, &error));
    EXPECT_FALSE(error.contains(u"key@"_s));
    EXPECT_FALSE(PlatformAddress::parse(u"runpod+ftp://x"_s, &error));
    EXPECT_FALSE(PlatformAddress::parse(u"vast+console.vast.ai"_s, &error));
    EXPECT_TRUE(error.contains(u"vast+http://"_s)) << error.toStdString();

    // A lab's cluster: only with its slurmrestd's address, which may say who logs in (never a password).
    EXPECT_FALSE(PlatformAddress::parse(u"slurm"_s, &error));
    EXPECT_TRUE(error.contains(u"slurm+https://USER@HOST:PORT"_s)) << error.toStdString();
    const auto slurm = PlatformAddress::parse(u"slurm+https://alice@hpc.lab.example:6820"_s, &error);
    ASSERT_TRUE(slurm) << error.toStdString();
    EXPECT_EQ(slurm->kind, PlatformAddress::Kind::Slurm);
    EXPECT_EQ(slurm->url.userName(), u"alice"_s);
    EXPECT_EQ(slurm->toString(), u"slurm+https://alice@hpc.lab.example:6820"_s);
    EXPECT_EQ(PlatformAddress::parse(slurm->toString(), &error), slurm);
    EXPECT_FALSE(PlatformAddress::parse(u"slurm+https://alice:secret@hpc.lab.example:6820"_s, &error));
    EXPECT_FALSE(error.contains(u"secret"_s));
    EXPECT_FALSE(PlatformAddress::parse(u"vast+https://alice@console.vast.ai"_s, &error)); // only Slurm's
    // ... and the login node SSH goes through, where the compute nodes are not reachable themselves.
    const auto jumping
        = PlatformAddress::parse(u"slurm+https://alice@hpc.lab.example:6820?login=login.lab.example"_s, &error);
    ASSERT_TRUE(jumping) << error.toStdString();
    EXPECT_EQ(PlatformAddress::parse(jumping->toString(), &error), jumping);
    EXPECT_FALSE(PlatformAddress::parse(u"slurm+https://hpc.lab.example:6820?x=1"_s, &error));
    EXPECT_TRUE(error.contains(u"containers=pyxis"_s)) << error.toStdString();
    // ... and that its jobs run container images (pyxis).
    const auto containers = PlatformAddress::parse(
        u"slurm+https://alice@hpc.lab.example:6820?login=login.lab.example&containers=pyxis"_s, &error);
    ASSERT_TRUE(containers) << error.toStdString();
    EXPECT_EQ(PlatformAddress::parse(containers->toString(), &error), containers);
    EXPECT_TRUE(PlatformAddress::parse(u"slurm+https://hpc.lab.example:6820?containers=pyxis"_s, &error));
    EXPECT_FALSE(PlatformAddress::parse(u"slurm+https://hpc.lab.example:6820?containers=docker"_s, &error));
    EXPECT_FALSE(PlatformAddress::parse(u"slurm+https://hpc.lab.example:6820?login=a&login=b"_s, &error));
    EXPECT_FALSE(PlatformAddress::parse(u"vast+https://console.vast.ai?login=x"_s, &error));
    EXPECT_TRUE(PlatformAddress::words().contains(u"slurm+URL"_s));
}

TEST(PlatformAddress, EachKindGetsItsAdapter)
{
    SystemClock clock;
    const auto runpod = PlatformAddress::parse(u"runpod+http://127.0.0.1:9"_s, nullptr);
    const auto platform = runpod->connect(runpod->url, clock);
    EXPECT_TRUE(platform->traits().apiKeyLogin);
    EXPECT_EQ(platform->baseUrl(), QUrl(u"http://127.0.0.1:9"_s));
    EXPECT_TRUE(runpod->pollerFactory(runpod->url, clock)()->traits().apiKeyLogin);
    const auto vast = PlatformAddress::parse(u"vast+http://127.0.0.1:9"_s, nullptr);
    const auto vastPlatform = vast->connect(vast->url, clock);
    EXPECT_TRUE(vastPlatform->traits().apiKeyLogin);
    EXPECT_TRUE(vastPlatform->traits().systemDiskKeptOnStop); // Vast's own traits, not RunPod's
    EXPECT_TRUE(vast->pollerFactory(vast->url, clock)()->traits().systemDiskKeptOnStop);
    const auto slurm = PlatformAddress::parse(u"slurm+http://alice@127.0.0.1:9"_s, nullptr);
    const auto slurmPlatform = slurm->connect(slurm->url, clock);
    EXPECT_TRUE(slurmPlatform->traits().batchJobs);
    EXPECT_EQ(slurmPlatform->baseUrl(), QUrl(u"http://127.0.0.1:9"_s)); // who logs in is not where
    EXPECT_TRUE(slurm->pollerFactory(slurm->url, clock)()->traits().gpuHoursOnly);
    const auto contract = PlatformAddress::parse(u"http://127.0.0.1:9"_s, nullptr);
    EXPECT_FALSE(contract->connect(contract->url, clock)->traits().apiKeyLogin);
    EXPECT_TRUE(contract->connect(contract->url, clock)->traits().idempotentCreates);
}

TEST(PlatformUrl, ALoginNodeIsAHostAndAPortAndNothingElse)
{
    EXPECT_EQ(PlatformUrl::loginNode(u" login.lab.example.edu "_s), (SshHop{u"login.lab.example.edu"_s, 22, {}}));
    EXPECT_EQ(PlatformUrl::loginNode(u"10.0.0.5:2222"_s), (SshHop{u"10.0.0.5"_s, 2222, {}}));
    for (const QString &bad : {u""_s, u"alice@login"_s, u"login/x"_s, u"login lab"_s, u"login:x"_s, u"login?a"_s})
        EXPECT_FALSE(PlatformUrl::loginNode(bad)) << bad.toStdString();
    // The cluster's address names it, and its user is the address's.
    const auto hop = SlurmPlatform::loginNodeOf(QUrl(u"https://alice@slurm.lab:6820?login=login.lab:2222"_s));
    EXPECT_EQ(hop, (SshHop{u"login.lab"_s, 2222, u"alice"_s}));
    EXPECT_FALSE(SlurmPlatform::loginNodeOf(QUrl(u"https://slurm.lab:6820"_s)));
}
